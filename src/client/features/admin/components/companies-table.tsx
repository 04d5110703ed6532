import { Link } from "wouter";
import type { AdminCompany } from "../../../../domain/contracts/companies";
import { useRatingLabel } from "../../../components/company-rating";
import { TableCell, TableRow } from "../../../components/ui/table";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { useUpdateCompany } from "../api/update-company";
import { useUpdateUser } from "../api/update-user";
import { useAnswerTime } from "../use-answer-time";
import { AccountStatusBadge } from "./account-status-badge";
import { AdminTable } from "./admin-table";
import { ArchiveCompanyButton } from "./archive-company-button";
import { DeleteCompanyDialog } from "./delete-company-dialog";
import { FlagSwitch } from "./flag-switch";
import { RejectCompanyDialog } from "./reject-company-dialog";

/**
 * Chosen to fit 1280 px: the contact details moved to the company's detail page, which its name
 * links to; the response figures stand here so that the admin sees who lets requests expire.
 */
const COLUMNS = [
  "ID",
  "Company Name",
  "Currency",
  "Rating",
  "Vehicles",
  "Requests received",
  "Answered",
  "Let expire",
  "Median answer",
  "Active",
  "Featured",
  "Landing Page",
  "Actions",
];

/** The Admin Companies table. Active and Featured act on the company's user account. */
export function CompaniesTable({ companies, archived }: { companies: AdminCompany[]; archived: boolean }) {
  const { t } = useI18n();
  const rating = useRatingLabel();
  const answerTime = useAnswerTime();
  const updateUser = useUpdateUser();
  const updateCompany = useUpdateCompany();
  const isUserPending = (userId: number | null) => updateUser.isPending && updateUser.variables?.id === userId;
  const isCompanyPending = (id: number) => updateCompany.isPending && updateCompany.variables?.id === id;

  return (
    <AdminTable
      label={archived ? t("Archived companies") : t("Active companies")}
      columns={COLUMNS}
      isEmpty={companies.length === 0}
      emptyText={archived ? t("No archived companies found") : t("No active companies found")}
    >
      {companies.map((company) => {
        const { userId } = company;
        return (
          <TableRow key={company.id} data-testid={`company-row-${company.id}`}>
            <TableCell>{company.id}</TableCell>
            <TableCell className="font-medium">
              <span className="flex flex-col items-start gap-1">
                <Link
                  href={paths.adminCompany(company.id)}
                  className="text-primary underline-offset-4 hover:underline"
                  translate="no"
                >
                  {company.name}
                </Link>
                {company.status && (
                  <AccountStatusBadge status={company.status} rejected={company.rejectionReason !== null} />
                )}
              </span>
            </TableCell>
            <TableCell>{company.currency}</TableCell>
            <TableCell>{rating(company)}</TableCell>
            <TableCell>{company.vehicleCount}</TableCell>
            <TableCell>{company.requestsReceived}</TableCell>
            <TableCell>{company.requestsAnswered}</TableCell>
            <TableCell>{company.requestsExpired}</TableCell>
            <TableCell className="whitespace-nowrap">{answerTime(company.medianAnswerMinutes)}</TableCell>
            <TableCell>
              <FlagSwitch
                label={t("Active: {{name}}", { name: company.name })}
                checked={company.isActive ?? false}
                disabled={userId === null || isUserPending(userId)}
                onChange={(isActive) => userId !== null && updateUser.mutate({ id: userId, isActive })}
              />
            </TableCell>
            <TableCell>
              <FlagSwitch
                label={t("Featured: {{name}}", { name: company.name })}
                checked={company.isFeatured ?? false}
                disabled={userId === null || isUserPending(userId)}
                onChange={(isFeatured) => userId !== null && updateUser.mutate({ id: userId, isFeatured })}
              />
            </TableCell>
            <TableCell>
              <FlagSwitch
                label={t("Landing Page: {{name}}", { name: company.name })}
                checked={company.isLandingPageEnabled}
                disabled={isCompanyPending(company.id)}
                onChange={(isLandingPageEnabled) => updateCompany.mutate({ id: company.id, isLandingPageEnabled })}
              />
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-2">
                <ArchiveCompanyButton company={company} archived={archived} />
                {company.status === "pending" && company.rejectionReason === null && userId !== null && (
                  <RejectCompanyDialog company={company} userId={userId} />
                )}
                {!archived && <DeleteCompanyDialog company={company} />}
              </div>
            </TableCell>
          </TableRow>
        );
      })}
    </AdminTable>
  );
}
