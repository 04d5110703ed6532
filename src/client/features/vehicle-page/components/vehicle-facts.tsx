import type { VehicleDetail } from "../../../../domain/contracts/vehicles";
import { optionLabel } from "../../../../domain/option-labels";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";

/** A list of terms and values, two columns. */
function Facts({ rows, label }: { rows: [string, string][]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the vehicle is: type, year, seats, doors, gearbox, fuel, 4x4. */
export function VehicleSpecs({ vehicle }: { vehicle: VehicleDetail }) {
  const { t } = useI18n();
  return (
    <Facts
      label={t("Specifications")}
      rows={[
        [t("Type"), t(optionLabel(vehicle.type))],
        [t("Year"), String(vehicle.year)],
        [t("Seats"), String(vehicle.seats)],
        [t("Doors"), String(vehicle.doors)],
        [t("Transmission"), t(optionLabel(vehicle.transmission))],
        [t("Fuel Type"), t(optionLabel(vehicle.fuelType))],
        [t("4x4"), vehicle.is4x4 ? t("Yes") : t("No")],
      ]}
    />
  );
}

/** The three price tiers and the deposit, in the currency the visitor reads. */
export function VehiclePrices({ vehicle }: { vehicle: VehicleDetail }) {
  const { t } = useI18n();
  const { price } = useMoney();
  const rate = (amount: number | null) => (amount === null ? t("Not offered") : price(amount, vehicle.currency));
  return (
    <Facts
      label={t("Prices")}
      rows={[
        [t("Daily"), price(vehicle.dailyPrice, vehicle.currency)],
        [t("Weekly"), rate(vehicle.weeklyPrice)],
        [t("Monthly"), rate(vehicle.monthlyPrice)],
        [t("Deposit"), price(vehicle.deposit, vehicle.currency)],
      ]}
    />
  );
}
