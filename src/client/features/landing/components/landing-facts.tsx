import { Car, MapPin, Tags } from "lucide-react";
import { landingFacts } from "../../../../domain/company-landing";
import { optionLabel } from "../../../../domain/option-labels";
import { placeName } from "../../../../domain/rental-places";
import { usePublicCompanyVehicles } from "../../../api/get-public-company-vehicles";
import { useRentalTerms } from "../../../api/get-rental-terms";
import { useI18n } from "../../../lib/i18n";

/**
 * The company at a glance, from what the product knows of it alone (docs/product-rules.md,
 * "Companies"): its listed fleet's size and types, and the places it set. Nothing it did not give.
 */
export function LandingFacts({ companyId }: { companyId: number }) {
  const { t } = useI18n();
  const fleet = usePublicCompanyVehicles(companyId).data ?? [];
  const places = useRentalTerms(companyId).data?.places ?? [];
  const facts = landingFacts(fleet, places);
  const items = [
    facts.vehicleCount > 0 && {
      icon: Car,
      title: t("{{count}} vehicles listed", { count: facts.vehicleCount }),
      text: null,
    },
    facts.vehicleTypes.length > 0 && {
      icon: Tags,
      title: t("Vehicle types"),
      text: facts.vehicleTypes.map((type) => t(optionLabel(type))).join(", "),
    },
    facts.places.length > 0 && {
      icon: MapPin,
      title: t("Pick-up and return"),
      text: facts.places.map((place) => placeName(place, t)).join(", "),
    },
  ].filter((item) => item !== false);
  if (items.length === 0) return null;
  return (
    <section aria-label={t("At a glance")}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {items.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex gap-3 rounded-xl border p-4">
            <Icon aria-hidden className="size-6 shrink-0 text-primary" />
            <div>
              <h2 className="font-semibold">{title}</h2>
              {text && <p className="text-sm text-muted-foreground">{text}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
