import { Search } from "lucide-react";
import type { ComponentProps, FormEvent } from "react";
import { useLocation } from "wouter";
import { BOOKING_LIMITS, LOCATIONS, VEHICLE_TYPES } from "../../../../domain/constants";
import { addDays, todayInDominica } from "../../../../domain/dates";
import { optionLabel } from "../../../../domain/option-labels";
import { SEARCH_FILTERS } from "../../../../domain/vehicle-search/filters";
import { FormField } from "../../../components/form-field";
import { NativeSelect } from "../../../components/native-select";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";

// The parameters' names are the filter table's (src/domain/vehicle-search/filters.ts), so /vehicles reads them.
const TYPE = SEARCH_FILTERS[0].name;
const PICKUP = SEARCH_FILTERS.find((filter) => filter.kind === "among")?.name ?? "pickup";
const [START, END] = SEARCH_FILTERS.find((filter) => filter.kind === "period")?.params ?? ["start", "end"];

/**
 * Home's search: dates, pick-up place and type, a plain GET form to /vehicles, so it works before the app's
 * scripts arrive and without them. With the app it goes there without reloading, leaving out
 * the fields left empty.
 */
export function HomeSearch() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const today = todayInDominica();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = [...new FormData(event.currentTarget)].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    );
    const search = new URLSearchParams(chosen).toString();
    navigate(`${paths.vehicles()}${search ? `?${search}` : ""}`);
  };
  return (
    <search>
      <form
        method="get"
        action={paths.vehicles()}
        aria-label={t("Search vehicles")}
        onSubmit={onSubmit}
        className="mt-8 grid max-w-4xl gap-3 rounded-xl bg-card p-4 text-card-foreground shadow-lg sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_1fr_1fr_1fr_auto]"
        data-testid="home-search"
      >
        <FormField label={t("Pick-up date")}>
          <Input type="date" name={START} min={today} max={addDays(today, BOOKING_LIMITS.horizonDays)} />
        </FormField>
        <FormField label={t("Return date")}>
          <Input type="date" name={END} min={today} max={addDays(today, BOOKING_LIMITS.horizonDays)} />
        </FormField>
        <FormField label={t("Pick-up place")}>
          <WordSelect name={PICKUP} blank={t("Any place")} words={LOCATIONS} />
        </FormField>
        <FormField label={t("Type")}>
          <WordSelect name={TYPE} blank={t("All types")} words={VEHICLE_TYPES} />
        </FormField>
        <Button type="submit" className="h-9">
          <Search aria-hidden className="size-4" />
          {t("Search")}
        </Button>
      </form>
    </search>
  );
}

/** A filter's words, its blank choice first; takes the id and aria attributes `FormField` hands it. */
function WordSelect({
  blank,
  words,
  ...select
}: { blank: string; words: readonly string[] } & ComponentProps<typeof NativeSelect>) {
  const { t } = useI18n();
  return (
    <NativeSelect defaultValue="" {...select}>
      <option value="">{blank}</option>
      {words.map((word) => (
        <option key={word} value={word}>
          {t(optionLabel(word))}
        </option>
      ))}
    </NativeSelect>
  );
}
