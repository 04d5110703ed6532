import type { Currency } from "../../domain/money";
import type { VehiclePrices } from "../../domain/vehicle-rates";
import { useMoney } from "./display-currency";
import { useI18n } from "./i18n";

/**
 * A vehicle's rates as they apply (docs/product-rules.md, "Prices"): the week's from 7 days, the
 * month's from 30, a rate not offered saying so; in the currency the visitor reads.
 */
export function useRateRows(vehicle: VehiclePrices & { currency: Currency }): [string, string][] {
  const { t } = useI18n();
  const { price } = useMoney();
  const { weeklyPrice, monthlyPrice, currency } = vehicle;
  return [
    [t("Daily"), price(vehicle.dailyPrice, currency)],
    [
      t("Weekly"),
      weeklyPrice ? t("{{price}} — 7 days or more", { price: price(weeklyPrice, currency) }) : t("Not offered"),
    ],
    [
      t("Monthly"),
      monthlyPrice ? t("{{price}} — 30 days or more", { price: price(monthlyPrice, currency) }) : t("Not offered"),
    ],
  ];
}
