import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import { isIsoDate } from "../../../domain/dates";
import { quoteFor } from "../../../domain/whatsapp";
import { useMoney } from "../../lib/display-currency";
import { useI18n } from "../../lib/i18n";

/**
 * Duration, total (docs/product-rules.md, "Prices") and deposit for the dates currently in a form:
 * the US-dollar amounts the company charges, with the EC$ figure after them for a visitor reading
 * EC$.
 */
export function PriceSummary({
  vehicle,
  startDate,
  endDate,
}: {
  vehicle: PublicVehicle;
  startDate: string;
  endDate: string;
}) {
  const { t } = useI18n();
  const { total } = useMoney();
  const isValid = isIsoDate(startDate) && isIsoDate(endDate) && endDate >= startDate;
  const { days, totalPrice } = isValid ? quoteFor(vehicle, startDate, endDate) : { days: 0, totalPrice: 0 };
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-lg bg-secondary p-3 text-center text-sm" aria-live="polite">
      <div>
        <dt className="text-muted-foreground">{t("Duration")}</dt>
        <dd className="font-semibold" data-testid="booking-days">
          {isValid ? t("{{count}} days", { count: days }) : "—"}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t("Total Price")}</dt>
        <dd className="font-semibold" data-testid="booking-total">
          {isValid ? total(totalPrice) : "—"}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t("Deposit")}</dt>
        <dd className="font-semibold">{total(vehicle.deposit)}</dd>
      </div>
    </dl>
  );
}
