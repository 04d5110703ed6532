import { QueryState } from "../../components/query-state";
import { Card, CardContent } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useI18n } from "../../lib/i18n";
import { useAdminCompanies } from "./api/get-admin-companies";
import { AdminPage } from "./components/admin-page";
import { CompaniesTable } from "./components/companies-table";

export default function AdminCompaniesPage() {
  const { t } = useI18n();
  const { data: companies = [], isLoading, error } = useAdminCompanies();
  // Those awaiting approval first: they are what an admin comes here to act on.
  const active = companies
    .filter((company) => !company.isArchived)
    .sort((a, b) => Number(b.status === "pending") - Number(a.status === "pending"));
  const awaiting = active.filter((company) => company.status === "pending").length;
  const archived = companies.filter((company) => company.isArchived);
  return (
    <AdminPage
      title={t("Admin Companies")}
      description={t("Activate new companies, feature the best ones, and archive or remove the rest.")}
    >
      <QueryState isLoading={isLoading} error={error} fallback="Failed to fetch companies" label="companies" />
      {!isLoading && !error && (
        <Tabs defaultValue="active">
          <TabsList>
            <TabsTrigger value="active">{t("Active Companies ({{number}})", { number: active.length })}</TabsTrigger>
            <TabsTrigger value="archived">
              {t("Archived Companies ({{number}})", { number: archived.length })}
            </TabsTrigger>
          </TabsList>
          <Card className="py-2">
            <CardContent className="px-2">
              <TabsContent value="active">
                <p className="px-2 pt-2 pb-3 text-sm text-muted-foreground" aria-live="polite">
                  {awaiting === 0
                    ? t("No company is awaiting approval.")
                    : t("{{count}} companies are awaiting approval: turn Active on to approve.", { count: awaiting })}
                </p>
                <CompaniesTable companies={active} archived={false} />
              </TabsContent>
              <TabsContent value="archived">
                <CompaniesTable companies={archived} archived />
              </TabsContent>
            </CardContent>
          </Card>
        </Tabs>
      )}
    </AdminPage>
  );
}
