import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import { isIsoDate } from "../../../domain/dates";
import { formatMoney } from "../../../domain/money";
import { quoteFor } from "../../../domain/whatsapp";

/** Duration, §9 total and deposit for the dates currently in a form. */
export function PriceSummary({
  vehicle,
  startDate,
  endDate,
}: {
  vehicle: PublicVehicle;
  startDate: string;
  endDate: string;
}) {
  const isValid = isIsoDate(startDate) && isIsoDate(endDate) && endDate >= startDate;
  const { days, totalPrice } = isValid ? quoteFor(vehicle, startDate, endDate) : { days: 0, totalPrice: 0 };
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-lg bg-secondary p-3 text-center text-sm" aria-live="polite">
      <div>
        <dt className="text-muted-foreground">Duration</dt>
        <dd className="font-semibold" data-testid="booking-days">
          {isValid ? `${days} ${days === 1 ? "day" : "days"}` : "—"}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Total Price</dt>
        <dd className="font-semibold" data-testid="booking-total">
          {isValid ? formatMoney(totalPrice) : "—"}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Deposit</dt>
        <dd className="font-semibold">{formatMoney(vehicle.deposit)}</dd>
      </div>
    </dl>
  );
}
