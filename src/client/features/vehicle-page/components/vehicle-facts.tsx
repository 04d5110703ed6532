import type { VehicleDetail } from "../../../../domain/contracts/vehicles";
import { optionLabel } from "../../../../domain/option-labels";
import { TermList } from "../../../components/term-list";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { useRateRows } from "../../../lib/rate-rows";

/** What the vehicle is: type, year, seats, doors, gearbox, fuel, 4x4. */
export function VehicleSpecs({ vehicle }: { vehicle: VehicleDetail }) {
  const { t } = useI18n();
  return (
    <TermList
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

/** The three price tiers as they apply and the deposit, in the currency the visitor reads. */
export function VehiclePrices({ vehicle }: { vehicle: VehicleDetail }) {
  const { t } = useI18n();
  const { price } = useMoney();
  const rates = useRateRows(vehicle);
  return <TermList label={t("Prices")} rows={[...rates, [t("Deposit"), price(vehicle.deposit, vehicle.currency)]]} />;
}
