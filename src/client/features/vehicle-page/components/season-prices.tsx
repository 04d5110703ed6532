import type { VehicleDetail } from "../../../../domain/contracts/vehicles";
import type { DayRange } from "../../../../domain/dates";
import { addDays, rentalDays } from "../../../../domain/dates";
import { isInSeason, type Season, seasonDates, seasonPrices } from "../../../../domain/seasons";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";

/** Whether any day of `period` falls in `season` (a year holds every day a season may have). */
const touches = (season: Season, period: DayRange) =>
  Array.from({ length: Math.min(rentalDays(period.startDate, period.endDate), 366) }, (_, offset) =>
    addDays(period.startDate, offset).slice(5),
  ).some((day) => isInSeason(season, day));

/**
 * The company's seasons with this vehicle's rates in each (docs/product-rules.md, "Seasons"): "High
 * season 15 Dec – 15 Apr: US$65 per day". A season the chosen dates fall in is marked as applying.
 */
export function SeasonPrices({
  vehicle,
  seasons,
  period,
}: {
  vehicle: VehicleDetail;
  seasons: readonly Season[];
  period?: DayRange;
}) {
  const { t, language } = useI18n();
  const { price } = useMoney();
  if (seasons.length === 0) return null;
  return (
    <section aria-labelledby="season-prices" className="space-y-1.5 text-sm">
      <h2 id="season-prices" className="font-semibold">
        {t("Seasonal prices")}
      </h2>
      <ul className="space-y-1">
        {seasons.map((season) => {
          const rates = seasonPrices(vehicle, season);
          const applies = period !== undefined && touches(season, period);
          return (
            <li
              key={season.name}
              data-testid="season-price"
              className={applies ? "rounded-md bg-primary/10 px-2 py-1 font-medium" : "px-2"}
            >
              <span translate="no">{season.name}</span> {seasonDates(season, language)}:{" "}
              {price(rates.dailyPrice, vehicle.currency)} {t("per day")}
              {rates.weeklyPrice !== null && `, ${price(rates.weeklyPrice, vehicle.currency)} ${t("per week")}`}
              {rates.monthlyPrice !== null && `, ${price(rates.monthlyPrice, vehicle.currency)} ${t("per month")}`}
              {season.minimumDays > 1 && ` · ${t("at least {{count}} days", { count: season.minimumDays })}`}
              {applies && <span className="block text-xs text-primary">{t("Applies to your dates")}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
