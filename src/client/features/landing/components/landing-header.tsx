import { ArrowLeft, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "wouter";
import { addressLines, companyPlace } from "../../../../domain/company-contact";
import type { PublicCompany } from "../../../../domain/contracts/companies";
import { displayPhone, phoneHref } from "../../../../domain/phone-numbers";
import { CompanyRating } from "../../../components/company-rating";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";

/**
 * The company's name, rating and how to reach it, on the brand's colours, under a way back to the
 * marketplace (the page has no navigation bar).
 */
export function LandingHeader({ company }: { company: PublicCompany }) {
  const { t } = useI18n();
  const place = companyPlace(company);
  return (
    <header className="bg-gradient-to-br from-primary to-emerald-900 text-primary-foreground">
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-10 sm:pb-14">
        <nav aria-label={t("Marketplace")} className="mb-6 sm:mb-8">
          <Link
            href={paths.home}
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t("Back to the marketplace")}
          </Link>
        </nav>
        <p className="text-sm uppercase tracking-wide opacity-80">
          {place ? t("Car rental in {{place}}", { place }) : t("Car rental in Dominica")}
        </p>
        <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{company.name}</h1>
        <CompanyRating company={company} className="mt-2 flex items-center gap-1" />
        <ul className="mt-5 flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-6">
          <li className="flex items-center gap-2">
            <Phone aria-hidden className="size-4" />
            <a href={phoneHref(company.phone)} className="underline-offset-4 hover:underline">
              {displayPhone(company.phone)}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Mail aria-hidden className="size-4" />
            <a href={`mailto:${company.contactEmail}`} className="break-all underline-offset-4 hover:underline">
              {company.contactEmail}
            </a>
          </li>
          {addressLines(company).length > 0 && (
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4" />
              {addressLines(company).join(", ")}
            </li>
          )}
        </ul>
      </div>
    </header>
  );
}
