import { Link } from "wouter";
import type { BookingRequestView } from "../../../../domain/contracts/requests/visitor-request-schema";
import { todayInDominica } from "../../../../domain/dates";
import { formatTotal } from "../../../../domain/money";
import { vehicleName } from "../../../../domain/vehicle-name";
import { searchFromPeriod } from "../../../../domain/vehicle-search-url";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { BOOK_PARAM, prefillBookingForm } from "../../booking-inquiry";

/** Requests that ended without a rental and whose renter may still want one on those dates. */
const ENDED_UNANSWERED = new Set(["rejected", "expired"]);

/**
 * After a decline or an expiry, the page is not a dead end: "Send again" opens the same vehicle's
 * Book Now on the same dates with the renter's details filled in, and the same company's vehicles
 * free on those dates are offered with their totals.
 */
export function SendAgain({ request }: { request: BookingRequestView }) {
  const { t, language } = useI18n();
  if (!ENDED_UNANSWERED.has(request.status) || request.startDate < todayInDominica()) return null;
  const period = { startDate: request.startDate, endDate: request.endDate };
  const dated = searchFromPeriod(period);
  const again = `${paths.vehicle(request.vehicle.id, dated)}&${BOOK_PARAM}=${request.vehicle.id}`;
  const prefill = () => {
    if (request.renter) prefillBookingForm(request.vehicle.id, request.renter, period);
  };
  return (
    <section aria-labelledby="send-again" className="space-y-3 rounded-lg border bg-card p-4">
      <h2 id="send-again" className="text-lg font-semibold">
        {t("Still need a vehicle on these dates?")}
      </h2>
      <Button asChild>
        <Link href={again} onClick={prefill}>
          {t("Send again")}
        </Link>
      </Button>
      {request.alternatives.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm text-muted-foreground">
            {t("Free on your dates at {{company}}", { company: request.company.name })}
          </h3>
          <ul className="divide-y rounded-md border">
            {request.alternatives.map(({ vehicle, totalPrice, shownPrice, priceCurrency }) => (
              <li key={vehicle.id}>
                <Link
                  href={paths.vehicle(vehicle.id, dated)}
                  className="flex items-center justify-between gap-3 p-3 hover:bg-secondary focus-visible:outline-2"
                >
                  <span className="font-medium">{vehicleName(vehicle, { withYear: true })}</span>
                  <span className="text-sm">
                    {formatTotal(totalPrice, {
                      from: priceCurrency,
                      currency: request.currency,
                      language,
                      shown: shownPrice,
                    })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
