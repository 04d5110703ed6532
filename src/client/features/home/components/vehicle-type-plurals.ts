import type { VehicleType } from "../../../../domain/constants";
import type { Translate } from "../../../../domain/i18n/translate";
import { optionLabel } from "../../../../domain/option-labels";

/**
 * A vehicle type in the plural, as the quick links and "View All …" say it. French writes them in
 * lower case, to sit inside a sentence; a link that shows one alone capitalises its first letter.
 */
export function pluralTypeLabel(type: string, t: Translate): string {
  const labels: Record<VehicleType, string> = {
    sedan: t("Sedans"),
    suv: t("SUVs"),
    van: t("Vans"),
    luxury: t("Luxury Vehicles"),
    hatchback: t("Hatchbacks"),
    pickup: t("Pickups"),
    bike: t("Bikes"),
    scooter: t("Scooters"),
  };
  return labels[type as VehicleType] ?? `${optionLabel(type)}s`;
}
