import { Clock, Mail, MapPin, Phone, User } from "lucide-react";
import { addressLines } from "../../../../domain/company-contact";
import type { PublicCompany } from "../../../../domain/contracts/companies";
import { mapPinUrl } from "../../../../domain/map-pin-url";
import { displayPhone, phoneHref } from "../../../../domain/phone-numbers";
import { placeHours, placeName } from "../../../../domain/rental-places";
import { useRentalTerms } from "../../../api/get-rental-terms";
import { useI18n } from "../../../lib/i18n";

/**
 * The company in its own words (its About text, when it wrote one) and how to reach it, with the
 * opening hours of the places it set — none when it set none, never invented ones.
 */
export function LandingAbout({ company }: { company: PublicCompany }) {
  const { t } = useI18n();
  const places = useRentalTerms(company.id).data?.places ?? [];
  return (
    <section aria-label={t("About and contact")} className="grid gap-8 md:grid-cols-2">
      {company.description && (
        <div>
          <h2 id="about-heading" className="mb-3 text-2xl font-bold">
            {t("About {{name}}", { name: company.name })}
          </h2>
          <p className="whitespace-pre-line text-muted-foreground">{company.description}</p>
        </div>
      )}
      <div id="contact">
        <h2 className="mb-3 text-2xl font-bold">{t("Contact")}</h2>
        <ul className="space-y-2">
          {company.contactFullName && (
            <li className="flex items-center gap-2">
              <User aria-hidden className="size-4 text-primary" />
              {t("Your contact is {{name}}.", { name: company.contactFullName })}
            </li>
          )}
          <li className="flex items-center gap-2">
            <Phone aria-hidden className="size-4 text-primary" />
            <a href={phoneHref(company.phone)} className="hover:text-primary">
              {displayPhone(company.phone)}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Mail aria-hidden className="size-4 text-primary" />
            <a href={`mailto:${company.contactEmail}`} className="break-all hover:text-primary">
              {company.contactEmail}
            </a>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-1 size-4 text-primary" />
            <address className="not-italic">
              {[...addressLines(company), company.country].map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              {company.latitude !== null && company.longitude !== null && (
                <a
                  href={mapPinUrl({ latitude: company.latitude, longitude: company.longitude })}
                  className="block text-primary underline-offset-4 hover:underline"
                >
                  {t("See it on the map")}
                </a>
              )}
            </address>
          </li>
        </ul>
        {places.length > 0 && (
          <>
            <h3 className="mt-5 mb-2 flex items-center gap-2 font-semibold">
              <Clock aria-hidden className="size-4 text-primary" />
              {t("Opening hours")}
            </h3>
            <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
              {places.map((place) => (
                <div key={`${place.kind}-${place.name ?? ""}-${place.area ?? ""}`} className="contents">
                  <dt>{placeName(place, t)}</dt>
                  <dd className="text-right tabular-nums">{placeHours(place, t)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
    </section>
  );
}
