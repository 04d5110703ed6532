import {
  Building2,
  Car,
  History,
  Inbox,
  Mail,
  MailWarning,
  MessageSquareWarning,
  Phone,
  Star,
  Users,
} from "lucide-react";
import { Link } from "wouter";
import { displayPhone } from "../../../domain/phone-numbers";
import { useRatingLabel } from "../../components/company-rating";
import { QueryState } from "../../components/query-state";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useAdminCompanies } from "./api/get-admin-companies";
import { AdminPage } from "./components/admin-page";

/** The shortcuts' words are English keys, said through `t`. */
const SHORTCUTS = [
  {
    href: paths.adminCompanies,
    label: "Admin Companies",
    text: "Activate, feature, archive or delete",
    Icon: Building2,
  },
  { href: paths.adminVehicles, label: "Admin Vehicles", text: "Edit, archive or delete any vehicle", Icon: Car },
  { href: paths.adminUsers, label: "Manage Users", text: "Activate and feature accounts", Icon: Users },
  {
    href: paths.adminMails,
    label: "Undelivered Mails",
    text: "See refused mails and send them again",
    Icon: MailWarning,
  },
  {
    href: paths.adminRequests,
    label: "Marketplace Requests",
    text: "Every request and booking, by status, company and date",
    Icon: Inbox,
  },
  {
    href: paths.adminReviews,
    label: "Admin Reviews",
    text: "Read every review and hide one",
    Icon: MessageSquareWarning,
  },
  { href: paths.adminAuditLog(), label: "Audit Log", text: "Who changed what, and when", Icon: History },
];

export default function AdminDashboardPage() {
  const { t } = useI18n();
  const rating = useRatingLabel();
  const { data: companies = [], isLoading, error } = useAdminCompanies();
  const awaiting = companies.filter((company) => company.status === "pending" && !company.isArchived);
  return (
    <AdminPage title={t("Admin Dashboard")} description={t("An overview of the companies on the marketplace.")}>
      <nav aria-label={t("Admin sections")} className="grid gap-3 sm:grid-cols-3">
        {SHORTCUTS.map(({ href, label, text, Icon }) => (
          <Link
            key={href}
            href={href}
            className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-accent"
          >
            <Icon aria-hidden className="size-6 shrink-0 text-primary" />
            <span>
              <span className="block font-semibold">{t(label)}</span>
              <span className="block text-sm text-muted-foreground">{t(text)}</span>
            </span>
          </Link>
        ))}
      </nav>
      {awaiting.length > 0 && (
        <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          {t("{{count}} companies are waiting for activation:", { count: awaiting.length })}{" "}
          <span translate="no">{awaiting.map((company) => company.name).join(", ")}</span>.
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">{t("Registered Companies")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState isLoading={isLoading} error={error} fallback="Failed to fetch companies" label="companies" />
          {!isLoading && !error && companies.length === 0 && (
            <p className="text-muted-foreground">{t("No companies have registered yet.")}</p>
          )}
          <ul className="divide-y">
            {companies.map((company) => (
              <li key={company.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-6">
                <span className="font-semibold sm:w-64" translate="no">
                  {company.name}
                </span>
                <span className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
                  <Mail aria-hidden className="size-4 shrink-0" />
                  <span className="truncate" translate="no">
                    {company.contactEmail}
                  </span>
                </span>
                <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Phone aria-hidden className="size-4 shrink-0" />
                  {displayPhone(company.phone)}
                </span>
                <span className="flex items-center gap-1.5 text-sm sm:ml-auto">
                  <Star aria-hidden className="size-4 shrink-0 text-warning" />
                  {t("Rating: {{rating}}", { rating: rating(company) })}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </AdminPage>
  );
}
