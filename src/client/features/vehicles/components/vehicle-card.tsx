import { useQuery } from "@tanstack/react-query";
import { Phone } from "lucide-react";
import { memo } from "react";
import { Link } from "wouter";
import type { Location } from "../../../../domain/constants";
import type { PublicVehicle } from "../../../../domain/contracts/vehicles";
import type { DayRange } from "../../../../domain/dates";
import { optionLabel } from "../../../../domain/option-labels";
import { displayPhone, phoneHref } from "../../../../domain/phone-numbers";
import { type PriceQuote, quoteAsShown, quoteRental } from "../../../../domain/pricing";
import { vehicleName } from "../../../../domain/vehicle-name";
import { searchFromPeriod } from "../../../../domain/vehicle-search-url";
import { rentalTermsQuery } from "../../../api/get-rental-terms";
import { CompanyRating } from "../../../components/company-rating";
import { TermList } from "../../../components/term-list";
import { Badge } from "../../../components/ui/badge";
import { VehicleImage } from "../../../components/vehicle-image";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { useRateRows } from "../../../lib/rate-rows";
import { AvailabilityDialog, BookNowDialog } from "../../booking-inquiry";

/** A dated vehicle's quote under its company's seasons; null until the company's terms are known. */
export function usePeriodQuote(vehicle: PublicVehicle, period: DayRange): PriceQuote | null {
  const terms = useQuery(rentalTermsQuery(vehicle.company.id));
  return terms.isPending ? null : quoteRental(vehicle, period, { terms: terms.data });
}

/** The seasons whose rates a quote's lines are at. */
const seasonsIn = (quote: PriceQuote) => [
  ...new Set(quote.lines.flatMap((line) => ("season" in line && line.season ? [line.season] : []))),
];

/**
 * A Vehicles page card: every listed field, both dialogs, and the total when dates are chosen.
 * Memoised: the page re-renders as filters, facets and fetch states change, and a page of cards is
 * the costliest thing on it.
 */
export const VehicleCard = memo(function VehicleCard({
  vehicle,
  period,
  pickup,
  priority,
}: {
  vehicle: PublicVehicle;
  period?: DayRange;
  /** The search's pick-up place, which the vehicle's page and Book Now keep. */
  pickup?: Location;
  priority: boolean;
}) {
  const { t } = useI18n();
  const { price } = useMoney();
  const rates = useRateRows(vehicle);
  const name = vehicleName(vehicle);
  const page = paths.vehicle(vehicle.id, searchFromPeriod(period, pickup));
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      aria-label={name}
      tabIndex={-1}
    >
      {/* The picture opens the page too; the name is the link keyboards and screen readers use. */}
      <Link href={page} tabIndex={-1} aria-hidden>
        <VehicleImage image={vehicle.image} color={vehicle.imageColor} alt={name} priority={priority} />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold">
              <Link href={page} className="hover:text-primary hover:underline">
                {name}
              </Link>
            </h2>
            <p className="truncate text-sm text-muted-foreground">{vehicle.company.name}</p>
            <CompanyRating
              company={vehicle.company}
              className="flex items-center gap-1 text-sm text-muted-foreground"
            />
            <a
              href={phoneHref(vehicle.company.phone)}
              className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-primary"
            >
              <Phone aria-hidden className="size-3.5" />
              {displayPhone(vehicle.company.phone)}
            </a>
          </div>
          <p className="shrink-0 text-right">
            <span className="text-xl font-bold text-primary">{price(vehicle.dailyPrice, vehicle.currency)}</span>
            <span className="block text-xs text-muted-foreground">{t("per day")}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{vehicle.year}</Badge>
          <Badge variant="secondary">{t(optionLabel(vehicle.type))}</Badge>
          <Badge variant="secondary">{t(optionLabel(vehicle.transmission ?? "automatic"))}</Badge>
          <Badge variant="secondary">{t("{{count}} seats", { count: vehicle.seats })}</Badge>
          {vehicle.is4x4 && <Badge variant="secondary">4x4</Badge>}
        </div>
        <TermList rows={[[t("Deposit"), price(vehicle.deposit, vehicle.currency)], ...rates]} />
        {period && <PeriodTotal vehicle={vehicle} period={period} />}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <AvailabilityDialog vehicle={vehicle} period={period} />
          <BookNowDialog vehicle={vehicle} period={period} pickup={pickup} />
        </div>
      </div>
    </article>
  );
});

/**
 * The figure the dialog's lines add up to, under the company's seasons (docs/product-rules.md,
 * "Seasons"): one small cached answer per company on the page, shown once it is known so that the
 * card never states a total its dates' season would change. Only a dated card asks for it, so a
 * dateless catalogue renders on the server from the data its route loads.
 */
function PeriodTotal({ vehicle, period }: { vehicle: PublicVehicle; period: DayRange }) {
  const { t } = useI18n();
  const { currency, shown } = useMoney();
  const quote = usePeriodQuote(vehicle, period);
  if (!quote) return null;
  const seasons = seasonsIn(quote);
  return (
    <p className="rounded-md bg-secondary px-3 py-2 text-sm" data-testid="period-total">
      {t("Total for {{count}} days:", { count: quote.days })}{" "}
      <span className="font-semibold">{shown(quoteAsShown(quote, currency).total)}</span>
      {seasons.length > 0 && (
        <span className="block text-xs text-muted-foreground" data-testid="period-seasons">
          {t("Seasonal prices")}: <span translate="no">{seasons.join(", ")}</span>
        </span>
      )}
    </p>
  );
}
