import { useState } from "react";
import { Link } from "wouter";
import { BOOKING_STATUSES, type BookingStatus } from "../../../domain/constants";
import type { MarketplaceRequestsQuery } from "../../../domain/contracts/admin/schemas";
import { formatInstant } from "../../../domain/dates";
import { formatMoney } from "../../../domain/money";
import { BOOKING_STATUS_LABELS } from "../../../domain/requests/status";
import { formatDayRange } from "../../../domain/vehicle-availability";
import { BookingStatusBadge } from "../../components/booking-status-badge";
import { FormField } from "../../components/form-field";
import { NativeSelect } from "../../components/native-select";
import { QueryState } from "../../components/query-state";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { TableCell, TableRow } from "../../components/ui/table";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useAdminCompanies } from "./api/get-admin-companies";
import { useMarketplaceRequests } from "./api/get-marketplace-requests";
import { AdminPage } from "./components/admin-page";
import { AdminTable } from "./components/admin-table";
import { Pager } from "./components/pager";

const COLUMNS = ["Reference", "Sent", "Company", "Vehicle", "Dates", "Total", "Status"] as const;

type Filters = Omit<MarketplaceRequestsQuery, "page" | "pageSize">;

/** Every request and booking of the marketplace, newest first, filtered and paged by the server. */
export default function AdminRequestsPage() {
  const { t, language } = useI18n();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useMarketplaceRequests({ ...filters, page });
  const { data: companies = [] } = useAdminCompanies();
  // A new filter starts again from the first page.
  const filter = (change: Filters) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  return (
    <AdminPage
      title={t("Marketplace Requests")}
      description={t("Every request and booking on the marketplace, newest first.")}
    >
      <search aria-label={t("Filter the requests")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={t("Status")}>
          <NativeSelect
            value={filters.status ?? ""}
            onChange={(event) => filter({ status: (event.target.value || undefined) as BookingStatus | undefined })}
          >
            <option value="">{t("All statuses")}</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(BOOKING_STATUS_LABELS[status])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("Company")}>
          <NativeSelect
            value={filters.companyId === undefined ? "" : String(filters.companyId)}
            onChange={(event) => filter({ companyId: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">{t("All companies")}</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id} translate="no">
                {company.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("Sent from")}>
          <Input
            type="date"
            value={filters.from ?? ""}
            max={filters.to}
            onChange={(event) => filter({ from: event.target.value || undefined })}
          />
        </FormField>
        <FormField label={t("Sent until")}>
          <Input
            type="date"
            value={filters.to ?? ""}
            min={filters.from}
            onChange={(event) => filter({ to: event.target.value || undefined })}
          />
        </FormField>
      </search>
      <QueryState isLoading={isLoading} error={error} fallback="Failed to load data" label="requests" />
      {data && (
        <Card className="py-2">
          <CardContent className="px-2">
            <AdminTable
              label={t("Marketplace Requests")}
              columns={COLUMNS}
              isEmpty={data.requests.length === 0}
              emptyText={t("No request matches these filters.")}
            >
              {data.requests.map((request) => (
                <TableRow key={request.id}>
                  <TableCell className="font-mono">{request.reference ?? "—"}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatInstant(request.createdAt, language)}</TableCell>
                  <TableCell>
                    <Link
                      href={paths.adminCompany(request.company.id)}
                      className="text-primary underline-offset-4 hover:underline"
                      translate="no"
                    >
                      {request.company.name}
                    </Link>
                  </TableCell>
                  <TableCell translate="no">
                    {request.vehicle.make} {request.vehicle.model}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatDayRange({ startDate: request.startDate, endDate: request.endDate }, language)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatMoney(request.totalPrice, { from: request.priceCurrency, language })}
                  </TableCell>
                  <TableCell>
                    <BookingStatusBadge status={request.status} />
                  </TableCell>
                </TableRow>
              ))}
            </AdminTable>
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              label={t("Pages of requests")}
              onPage={setPage}
            />
          </CardContent>
        </Card>
      )}
    </AdminPage>
  );
}
