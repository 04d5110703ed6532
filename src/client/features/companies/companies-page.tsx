import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "wouter";
import { addressLines } from "../../../domain/company-contact";
import type { PublicCompany } from "../../../domain/contracts/companies";
import { displayPhone, phoneHref } from "../../../domain/phone-numbers";
import { useCompanies } from "../../api/get-companies";
import { CompanyRating } from "../../components/company-rating";
import { QueryState } from "../../components/query-state";
import { Badge } from "../../components/ui/badge";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { BookVehicleDialog } from "./components/book-vehicle-dialog";

/** The Companies page. */
export default function CompaniesPage() {
  const { t } = useI18n();
  const { data, isPending, isError, error } = useCompanies();
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("Our Car Rental Partners")}</h1>
        <p className="mt-1 text-muted-foreground">{t("Trusted local rental companies across Dominica.")}</p>
      </div>
      {isPending || isError ? (
        <QueryState isLoading={isPending} error={error} fallback="Failed to load companies" label="companies" />
      ) : data.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">{t("No rental companies available at the moment.")}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((company) => (
            <li key={company.id}>
              <CompanyCard company={company} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function CompanyCard({ company }: { company: PublicCompany }) {
  const { t } = useI18n();
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm" aria-label={company.name}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{company.name}</h2>
        {company.isFeatured && <Badge variant="warning">{t("Featured")}</Badge>}
      </div>
      <CompanyRating
        company={company}
        className="flex items-center gap-1 text-sm [&>svg]:fill-warning [&>svg]:text-warning"
      />
      <ul className="space-y-1.5 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <Phone aria-hidden className="size-4 shrink-0" />
          <a href={phoneHref(company.phone)} className="hover:text-primary">
            {displayPhone(company.phone)}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Mail aria-hidden className="size-4 shrink-0" />
          <a href={`mailto:${company.contactEmail}`} className="truncate hover:text-primary">
            {company.contactEmail}
          </a>
        </li>
        {addressLines(company).length > 0 && (
          <li className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{addressLines(company).join(", ")}</span>
          </li>
        )}
      </ul>
      <div className="mt-auto grid grid-cols-2 gap-2">
        <Link
          href={paths.company(company.id)}
          className="inline-flex h-9 items-center justify-center rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        >
          {t("View Company Page")}
        </Link>
        <BookVehicleDialog company={company} />
      </div>
    </article>
  );
}
