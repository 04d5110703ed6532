import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { addressLines, companyPlace } from "../../../../domain/company-contact";
import type { PublicCompany } from "../../../../domain/contracts/companies";
import { mapPinUrl } from "../../../../domain/map-pin-url";
import { displayPhone, phoneHref } from "../../../../domain/phone-numbers";
import { useI18n } from "../../../lib/i18n";

/** Who the company is and how to reach it, with the opening hours every landing page shows. */
export function LandingAbout({ company }: { company: PublicCompany }) {
  const { t } = useI18n();
  const place = companyPlace(company);
  return (
    <section aria-labelledby="about-heading" className="grid gap-8 md:grid-cols-2">
      <div>
        <h2 id="about-heading" className="mb-3 text-2xl font-bold">
          {t("About {{name}}", { name: company.name })}
        </h2>
        <p className="text-muted-foreground">
          {place
            ? t("{{name}} is a local car rental company based in {{place}}.", { name: company.name, place })
            : t("{{name}} is a local car rental company based in Dominica.", { name: company.name })}{" "}
          {t(
            "We help visitors and residents get around the Nature Isle, from Roseau's streets to the mountain roads of the interior.",
          )}
          {company.contactFullName && ` ${t("Your contact is {{name}}.", { name: company.contactFullName })}`}
        </p>
      </div>
      <div id="contact">
        <h2 className="mb-3 text-2xl font-bold">{t("Contact")}</h2>
        <ul className="space-y-2">
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
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 text-primary" />
            {/* OPENING_HOURS.label (company-landing.ts), written out so that the catalogue check finds it. */}
            {t("Monday to Saturday, 08:00 to 18:00")}
          </li>
        </ul>
      </div>
    </section>
  );
}
