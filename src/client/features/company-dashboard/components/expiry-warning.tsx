import { FileWarning } from "lucide-react";
import { EXPIRY_WARNING_DAYS, expiringDocuments } from "../../../../domain/availability-rules";
import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { formatLongDate, todayInDominica } from "../../../../domain/dates";
import { vehicleName } from "../../../../domain/vehicle-name";
import { useI18n } from "../../../lib/i18n";

/**
 * docs/product-rules.md, "Availability rules": visitors see a vehicle busy from the day its insurance
 * or licence expires, so the dashboard names those expiring within 30 days, soonest first.
 */
export function ExpiryWarning({ vehicles }: { vehicles: Vehicle[] }) {
  const { t, language } = useI18n();
  const expiring = expiringDocuments(vehicles, todayInDominica());
  if (expiring.length === 0) return null;
  return (
    <section
      aria-labelledby="expiry-warning-title"
      className="flex gap-3 rounded-lg border border-warning bg-warning/20 p-4 text-warning-foreground"
    >
      <FileWarning aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <h2 id="expiry-warning-title" className="font-semibold">
          {t("Documents expiring within {{days}} days", { days: EXPIRY_WARNING_DAYS })}
        </h2>
        <p className="text-sm">
          {t(
            "Visitors cannot book a vehicle from the day its insurance or licence expires until you enter the new date.",
          )}
        </p>
        <ul className="list-disc space-y-0.5 pl-5 text-sm">
          {expiring.map(({ vehicle, expiresOn, isExpired }) => {
            const words = { vehicle: vehicleName(vehicle), date: formatLongDate(expiresOn, language) };
            return (
              <li key={vehicle.id}>
                {isExpired
                  ? t("{{vehicle}}: expired on {{date}}", words)
                  : t("{{vehicle}}: expires on {{date}}", words)}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
