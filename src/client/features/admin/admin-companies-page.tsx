import { QueryState } from "../../components/query-state";
import { Card, CardContent } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useAdminCompanies } from "./api/get-admin-companies";
import { AdminPage } from "./components/admin-page";
import { CompaniesTable } from "./components/companies-table";

export default function AdminCompaniesPage() {
  const { data: companies = [], isLoading, error } = useAdminCompanies();
  // Those awaiting approval first: they are what an admin comes here to act on.
  const active = companies
    .filter((company) => !company.isArchived)
    .sort((a, b) => Number(b.status === "pending") - Number(a.status === "pending"));
  const awaiting = active.filter((company) => company.status === "pending").length;
  const archived = companies.filter((company) => company.isArchived);
  return (
    <AdminPage
      title="Admin Companies"
      description="Activate new companies, feature the best ones, and archive or remove the rest."
    >
      <QueryState isLoading={isLoading} error={error} fallback="Failed to fetch companies" label="companies" />
      {!isLoading && !error && (
        <Tabs defaultValue="active">
          <TabsList>
            <TabsTrigger value="active">Active Companies ({active.length})</TabsTrigger>
            <TabsTrigger value="archived">Archived Companies ({archived.length})</TabsTrigger>
          </TabsList>
          <Card className="py-2">
            <CardContent className="px-2">
              <TabsContent value="active">
                <p className="px-2 pt-2 pb-3 text-sm text-muted-foreground" aria-live="polite">
                  {awaiting === 0
                    ? "No company is awaiting approval."
                    : `${awaiting} ${awaiting === 1 ? "company is" : "companies are"} awaiting approval: turn Active on to approve.`}
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
