import { SlidersHorizontal } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useRef } from "react";
import { BOOKING_LIMITS } from "../../../../domain/constants";
import { addDays } from "../../../../domain/dates";
import { optionLabel } from "../../../../domain/option-labels";
import { type FilterEntry, SEARCH_FILTERS } from "../../../../domain/vehicle-search/filters";
import { FormField } from "../../../components/form-field";
import { NativeSelect } from "../../../components/native-select";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Slider } from "../../../components/ui/slider";
import { cn } from "../../../lib/cn";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { activeFilterCount, type FilterState } from "../search-params";

export const PRICE_STEP = 10;
export const DEPOSIT_STEP = 50;

/** A range slider's thumbs: an unset bound sits at the slider's end, a bound beyond the end at the end. */
const thumbs = (min: number | undefined, max: number | undefined, sliderMax: number): [number, number] => [
  Math.min(min ?? 0, sliderMax),
  Math.min(max ?? sliderMax, sliderMax),
];

/** What a list of words offers for "no filter". */
const BLANK_LABELS = { type: "All types", pickup: "Any place" } as const;

/** What the form calls a filter (a box's label says what ticking it asks for). */
const LABELS = {
  type: "Vehicle Type",
  pickup: "Pick-up place",
  q: "Search",
  doors: "Doors",
  seats: "Seats",
  is4x4: "4×4 only",
  transmission: "Automatic only",
} as const;

interface FiltersProps {
  filters: FilterState;
  onChange: (patch: Partial<FilterState>) => void;
  onStartDate: (value: string) => void;
  onEndDate: (value: string) => void;
  /** The form was sent (Enter, "Show vehicles"): the search goes into the address at once. */
  onSubmit: () => void;
  priceMax: number;
  depositMax: number;
  today: string;
}

/**
 * The Vehicles page filters and the results' order: a GET form to /vehicles whose fields carry the
 * search's own parameter names (src/domain/vehicle-search/filters.ts), so it searches as plain HTML
 * before and without the app's scripts, and the app, once it runs, follows each change at once. On
 * a phone the filters fold into a native disclosure ("Filters (n)") that opens without a script;
 * wider screens always show them (styles.css, `.filters-panel`).
 */
export function VehicleSearchFilters(props: FiltersProps) {
  const { t } = useI18n();
  const { filters, onChange } = props;
  const panel = useRef<HTMLDetailsElement>(null);
  const count = activeFilterCount(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
    // On a phone the results are under the panel: it folds away to show them.
    if (panel.current) panel.current.open = false;
  };
  return (
    <form method="get" action={paths.vehicles()} className="flow-root sm:flex sm:flex-col sm:gap-3" onSubmit={submit}>
      {/* On a phone the order floats beside the "Filters" summary, on one line above the results. */}
      <div className="float-right flex items-center justify-end gap-3 sm:float-none sm:order-2">
        <FormField label={t("Sort by")} className="flex items-center gap-2">
          <NativeSelect
            name="sort"
            className="w-auto"
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as FilterState["sort"] })}
          >
            <option value="">{t("Recommended")}</option>
            <option value="price">{t("Lowest price")}</option>
            <option value="newest">{t("Newest")}</option>
            <option value="rating">{t("Top rated")}</option>
          </NativeSelect>
        </FormField>
      </div>
      {/* Uncontrolled: the browser opens it at the first tap, whether or not the app runs yet. */}
      <details ref={panel} className="filters-panel sm:order-1">
        <summary className={cn(buttonVariants({ variant: "outline" }), "w-fit")}>
          <SlidersHorizontal aria-hidden className="size-4" />
          {count ? t("Filters ({{count}})", { count }) : t("Filters")}
        </summary>
        <section
          aria-label={t("Filters")}
          className="clear-both mt-3 grid gap-4 rounded-xl border bg-card p-4 sm:mt-0 sm:grid-cols-2 lg:grid-cols-4"
        >
          {SEARCH_FILTERS.map((filter) => (
            <FilterControl key={filter.name} filter={filter} {...props} />
          ))}
          <div className="sm:col-span-2 lg:col-span-4">
            <Button type="submit">{t("Show vehicles")}</Button>
          </div>
        </section>
      </details>
    </form>
  );
}

/** How the form shows one filter of the table, by its kind; its fields are named as the URL names them. */
function FilterControl({
  filter,
  filters,
  onChange,
  onStartDate,
  onEndDate,
  priceMax,
  depositMax,
  today,
}: FiltersProps & { filter: FilterEntry }) {
  const { t } = useI18n();
  const { price } = useMoney();
  switch (filter.kind) {
    case "text":
      return (
        <FormField label={t(LABELS[filter.name])} className="space-y-1.5 sm:col-span-2">
          <Input
            type="search"
            name={filter.name}
            maxLength={filter.maxLength}
            placeholder={t("Make or model")}
            value={filters.q}
            onChange={(event) => onChange({ q: event.target.value })}
          />
        </FormField>
      );
    case "choice":
      // A choice of two is a box that picks the second ("Automatic only"); a longer one is a list.
      if (!("blank" in filter)) {
        const word = filter.words[filter.words.length - 1] ?? "";
        return (
          <CheckboxField
            name={filter.name}
            value={word}
            label={t(LABELS[filter.name])}
            checked={filters[filter.name] === word}
            onChange={(checked) => onChange({ [filter.name]: checked ? word : "" })}
          />
        );
      }
      return <WordSelect filter={filter} value={filters[filter.name]} onChange={onChange} />;
    case "among":
      return <WordSelect filter={filter} value={filters[filter.name]} onChange={onChange} />;
    case "count":
      return (
        <FormField label={t(LABELS[filter.name])}>
          <NativeSelect
            name={filter.name}
            value={filters[filter.name]}
            onChange={(event) => onChange({ [filter.name]: event.target.value })}
          >
            <option value={filter.blank}>{t("Any")}</option>
            {filter.options.map((n) => (
              <option key={n} value={n}>
                {filter.compare === "atLeast" ? `${n}+` : n}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      );
    case "flag":
      return (
        <CheckboxField
          name={filter.name}
          value="true"
          label={t(LABELS[filter.name])}
          checked={filters[filter.name] === "true"}
          onChange={(checked) => onChange({ [filter.name]: checked ? "true" : "" })}
        />
      );
    case "period": {
      const [start, end] = filter.params;
      const startDay = filters.startDate || today;
      return (
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <FormField label={t("Rental Start Date")}>
            <Input
              type="date"
              name={start}
              min={today}
              max={addDays(today, BOOKING_LIMITS.horizonDays)}
              value={filters.startDate}
              onChange={(event) => onStartDate(event.target.value)}
            />
          </FormField>
          <FormField label={t("Rental End Date")}>
            <Input
              type="date"
              name={end}
              min={startDay}
              max={addDays(startDay, BOOKING_LIMITS.maxDays - 1)}
              value={filters.endDate}
              onChange={(event) => onEndDate(event.target.value)}
            />
          </FormField>
        </div>
      );
    }
    case "range": {
      const [low, high] = filter.params;
      const isPrice = filter.name === "price";
      const max = isPrice ? priceMax : depositMax;
      const value = thumbs(filters[low], filters[high], max);
      const label = isPrice ? "Daily Price: {{min}} – {{max}}" : "Deposit: {{min}} – {{max}}";
      return (
        <RangeFilter
          names={filter.params}
          bounds={[filters[low], filters[high]]}
          label={t(label, { min: price(value[0], "USD"), max: price(value[1], "USD") })}
          thumbLabels={
            isPrice
              ? [t("Minimum daily price"), t("Maximum daily price")]
              : [t("Minimum deposit"), t("Maximum deposit")]
          }
          value={value}
          max={max}
          step={isPrice ? PRICE_STEP : DEPOSIT_STEP}
          onChange={(min, maxBound) => onChange({ [low]: min, [high]: maxBound })}
        />
      );
    }
  }
}

/** A list of a filter's words, its blank first ("All types", "Any place"), each word by its label. */
function WordSelect({
  filter,
  value,
  onChange,
}: {
  filter: Extract<FilterEntry, { blank: string; words: readonly string[] }>;
  value: string;
  onChange: (patch: Partial<FilterState>) => void;
}) {
  const { t } = useI18n();
  return (
    <FormField label={t(LABELS[filter.name])}>
      <NativeSelect
        name={filter.name}
        value={value}
        onChange={(event) => onChange({ [filter.name]: event.target.value })}
      >
        <option value={filter.blank}>{t(BLANK_LABELS[filter.name])}</option>
        {filter.words.map((word) => (
          <option key={word} value={word}>
            {t(optionLabel(word))}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/**
 * A price range as a two-thumb slider from 0 to `max`: a thumb at its end of the slider sets no
 * bound (undefined), so the range follows the fleet. The bounds set travel with the form as hidden
 * fields, so a search sent as plain HTML keeps them.
 */
function RangeFilter({
  names,
  bounds,
  label,
  thumbLabels,
  value,
  max,
  step,
  onChange,
}: {
  names: readonly [string, string];
  bounds: [number | undefined, number | undefined];
  label: string;
  thumbLabels: [string, string];
  value: [number, number];
  max: number;
  step: number;
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const { price } = useMoney();
  return (
    <div className="space-y-3">
      <Label asChild>
        <p>{label}</p>
      </Label>
      <Slider
        min={0}
        max={max}
        step={step}
        value={value}
        minStepsBetweenThumbs={0}
        thumbLabels={thumbLabels}
        valueText={(amount) => price(amount, "USD")}
        onValueChange={([low = 0, high = max]) => onChange(low > 0 ? low : undefined, high < max ? high : undefined)}
      />
      {names.map((name, index) =>
        bounds[index] === undefined ? null : <input key={name} type="hidden" name={name} value={bounds[index]} />,
      )}
    </div>
  );
}

/** A native box: it ticks and goes with the form without a script. */
function CheckboxField({
  name,
  value,
  label,
  checked,
  onChange,
}: {
  name: string;
  value: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 self-end">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 rounded-[4px] border-input accent-primary"
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
