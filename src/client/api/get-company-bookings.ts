import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import type { InboxFilter } from "../../domain/contracts/requests/request-schema";
import { call } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** GET /api/company/bookings?filter=…: one inbox tab of the company's bookings, newest first. */
export const getCompanyBookings = (filter: InboxFilter) => call(requestEndpoints.listCompany, { query: { filter } });

export const companyBookingsQuery = (filter: InboxFilter) =>
  queryOptions({ queryKey: queryKeys.bookings.ofCompany(filter), queryFn: () => getCompanyBookings(filter) });

/** Fetched only when there is a company id. */
export const useCompanyBookings = (filter: InboxFilter, enabled: boolean) =>
  useQuery({ ...companyBookingsQuery(filter), enabled });
