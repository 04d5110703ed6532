import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { BOOKING_LIMITS, DOOR_OPTIONS, SEAT_OPTIONS, VEHICLE_TYPES } from "../../../../domain/constants";
import { addDays } from "../../../../domain/dates";
import { optionLabel } from "../../../../domain/option-labels";
import { FormField } from "../../../components/form-field";
import { NativeSelect } from "../../../components/native-select";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Slider } from "../../../components/ui/slider";
import { cn } from "../../../lib/cn";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { activeFilterCount, type FilterState } from "../search-params";

export const PRICE_STEP = 10;
export const DEPOSIT_STEP = 50;

/** A range slider's thumbs: an unset bound sits at the slider's end, a bound beyond the end at the end. */
const thumbs = (min: number | undefined, max: number | undefined, sliderMax: number): [number, number] => [
  Math.min(min ?? 0, sliderMax),
  Math.min(max ?? sliderMax, sliderMax),
];

/**
 * The Vehicles page filters and the results' order. On a phone the filters fold behind a
 * "Filters (n)" button so the results come first; wider screens always show them.
 */
export function VehicleSearchFilters({
  filters,
  onChange,
  onStartDate,
  onEndDate,
  priceMax,
  depositMax,
  today,
}: {
  filters: FilterState;
  onChange: (patch: Partial<FilterState>) => void;
  onStartDate: (value: string) => void;
  onEndDate: (value: string) => void;
  priceMax: number;
  depositMax: number;
  today: string;
}) {
  const { t } = useI18n();
  const { price } = useMoney();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const daily = thumbs(filters.minPrice, filters.maxPrice, priceMax);
  const deposit = thumbs(filters.minDeposit, filters.maxDeposit, depositMax);
  const count = activeFilterCount(filters);
  const startDay = filters.startDate || today;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3 sm:order-2 sm:justify-end">
        <Button
          type="button"
          variant="outline"
          className="sm:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          {count ? t("Filters ({{count}})", { count }) : t("Filters")}
        </Button>
        <FormField label={t("Sort by")} className="flex items-center gap-2">
          <NativeSelect
            className="w-auto"
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as FilterState["sort"] })}
          >
            <option value="">{t("Recommended")}</option>
            <option value="price">{t("Lowest price")}</option>
            <option value="newest">{t("Newest")}</option>
          </NativeSelect>
        </FormField>
      </div>
      <section
        id={panelId}
        aria-label={t("Filters")}
        className={cn(
          open ? "grid" : "hidden",
          "gap-4 rounded-xl border bg-card p-4 sm:order-1 sm:grid sm:grid-cols-2 lg:grid-cols-4",
        )}
      >
        <FormField label={t("Search")} className="space-y-1.5 sm:col-span-2">
          <Input
            type="search"
            placeholder={t("Make or model")}
            value={filters.q}
            onChange={(event) => onChange({ q: event.target.value })}
          />
        </FormField>
        <FormField label={t("Vehicle Type")}>
          <NativeSelect value={filters.type} onChange={(event) => onChange({ type: event.target.value })}>
            <option value="all">{t("All types")}</option>
            {VEHICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(optionLabel(type))}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t("Doors")}>
            <NativeSelect value={filters.doors} onChange={(event) => onChange({ doors: event.target.value })}>
              <option value="any">{t("Any")}</option>
              {DOOR_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("Seats")}>
            <NativeSelect value={filters.seats} onChange={(event) => onChange({ seats: event.target.value })}>
              <option value="any">{t("Any")}</option>
              {SEAT_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {`${n}+`}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <FormField label={t("Rental Start Date")}>
            <Input
              type="date"
              min={today}
              max={addDays(today, BOOKING_LIMITS.horizonDays)}
              value={filters.startDate}
              onChange={(event) => onStartDate(event.target.value)}
            />
          </FormField>
          <FormField label={t("Rental End Date")}>
            <Input
              type="date"
              min={startDay}
              max={addDays(startDay, BOOKING_LIMITS.maxDays - 1)}
              value={filters.endDate}
              onChange={(event) => onEndDate(event.target.value)}
            />
          </FormField>
        </div>
        <RangeFilter
          label={t("Daily Price: {{min}} – {{max}}", { min: price(daily[0], "USD"), max: price(daily[1], "USD") })}
          thumbLabels={[t("Minimum daily price"), t("Maximum daily price")]}
          value={daily}
          max={priceMax}
          step={PRICE_STEP}
          onChange={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
        <RangeFilter
          label={t("Deposit: {{min}} – {{max}}", { min: price(deposit[0], "USD"), max: price(deposit[1], "USD") })}
          thumbLabels={[t("Minimum deposit"), t("Maximum deposit")]}
          value={deposit}
          max={depositMax}
          step={DEPOSIT_STEP}
          onChange={(minDeposit, maxDeposit) => onChange({ minDeposit, maxDeposit })}
        />
        <div className="flex flex-wrap gap-x-6 gap-y-3 sm:col-span-2 lg:col-span-4">
          <CheckboxField
            label={t("4×4 only")}
            checked={filters.is4x4 === "true"}
            onChange={(checked) => onChange({ is4x4: checked ? "true" : "" })}
          />
          <CheckboxField
            label={t("Automatic only")}
            checked={filters.transmission === "automatic"}
            onChange={(checked) => onChange({ transmission: checked ? "automatic" : "" })}
          />
        </div>
      </section>
    </div>
  );
}

/**
 * A price range as a two-thumb slider from 0 to `max`: a thumb at its end of the slider sets no
 * bound (undefined), so the range follows the fleet.
 */
function RangeFilter({
  label,
  thumbLabels,
  value,
  max,
  step,
  onChange,
}: {
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
    </div>
  );
}

function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
