import { ExternalLink, History } from "lucide-react";
import { Link, useParams } from "wouter";
import { formatMoney } from "../../../domain/money";
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useCompanyDetail } from "./api/get-company-detail";
import { useUpdateUser } from "./api/update-user";
import { AccountStatusBadge } from "./components/account-status-badge";
import { AdminPage } from "./components/admin-page";
import { ArchiveCompanyButton } from "./components/archive-company-button";
import {
  CompanyProfileFacts,
  CompanyResponseFacts,
  CompanyTermsFacts,
  DetailSection,
} from "./components/company-facts";
import { RejectCompanyDialog } from "./components/reject-company-dialog";
import { TradeLicenceFacts } from "./components/trade-licence-facts";

/** One company as the admin vets it: all it entered, its account, fleet and answers, and the decision. */
export default function AdminCompanyPage() {
  const { t, language } = useI18n();
  const id = Number(useParams<{ id: string }>().id);
  const { data: detail, isLoading, error } = useCompanyDetail(id);
  const updateUser = useUpdateUser();
  const company = detail?.company;
  const isWaiting = company?.status === "pending" && company.rejectionReason === null && company.userId !== null;
  return (
    <AdminPage
      title={company ? company.name : t("Company details")}
      description={t("Everything the company entered, its account, fleet and how it answers requests.")}
    >
      <Link href={paths.adminCompanies} className="text-sm text-primary underline-offset-4 hover:underline">
        {t("Back to the companies")}
      </Link>
      <QueryState isLoading={isLoading} error={error} fallback="Failed to fetch companies" label="company" />
      {detail && company && (
        <>
          <section
            aria-label={t("Decision")}
            className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 shadow-sm"
          >
            {company.status && (
              <AccountStatusBadge status={company.status} rejected={company.rejectionReason !== null} />
            )}
            {company.isArchived && <span className="text-sm text-muted-foreground">{t("Archived")}</span>}
            <div className="flex flex-wrap gap-2 sm:ml-auto">
              {isWaiting && company.userId !== null && (
                <>
                  <Button
                    size="sm"
                    disabled={updateUser.isPending}
                    onClick={() => company.userId !== null && updateUser.mutate({ id: company.userId, isActive: true })}
                  >
                    {t("Approve")}
                  </Button>
                  <RejectCompanyDialog company={company} userId={company.userId} />
                </>
              )}
              <ArchiveCompanyButton company={company} archived={company.isArchived} />
              <Button asChild size="sm" variant="outline">
                <a href={paths.company(company.id)} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden />
                  {t("Landing page")}
                  <span className="sr-only"> {t("(opens in a new tab)")}</span>
                </a>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link href={paths.adminAuditLog({ kind: "company", id: company.id })}>
                  <History aria-hidden />
                  {t("Audit Log")}
                </Link>
              </Button>
            </div>
          </section>
          <div className="grid gap-4 lg:grid-cols-2">
            <CompanyProfileFacts detail={detail} />
            <CompanyResponseFacts detail={detail} />
            <TradeLicenceFacts companyId={company.id} licence={detail.tradeLicence} />
            <DetailSection title={t("Vehicles ({{number}})", { number: detail.vehicles.length })}>
              {detail.vehicles.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("No vehicles yet.")}</p>
              ) : (
                <ul className="divide-y text-sm">
                  {detail.vehicles.map((vehicle) => (
                    <li key={vehicle.id} className="flex flex-wrap justify-between gap-2 py-2">
                      <Link
                        href={paths.vehicle(vehicle.id)}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        <span translate="no">
                          {vehicle.year} {vehicle.make} {vehicle.model}
                        </span>
                      </Link>
                      <span className="text-muted-foreground">
                        {t("{{price}} a day", {
                          price: formatMoney(vehicle.dailyPrice, { from: detail.profile.currency, language }),
                        })}
                        {vehicle.isArchived && ` · ${t("Archived")}`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </DetailSection>
            <CompanyTermsFacts companyId={company.id} currency={detail.profile.currency} />
          </div>
        </>
      )}
    </AdminPage>
  );
}
