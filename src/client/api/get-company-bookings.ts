import { queryOptions, useQuery } from "@tanstack/react-query";
import { bookingEndpoints } from "../../domain/contracts/bookings/endpoints";
import { call } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** GET /api/company/bookings: the bookings of the company's vehicles, with who asked. */
export const getCompanyBookings = () => call(bookingEndpoints.listCompany);

export const companyBookingsQuery = queryOptions({
  queryKey: queryKeys.bookings.ofCompany,
  queryFn: getCompanyBookings,
});

/** Fetched only when there is a company id. */
export const useCompanyBookings = (enabled: boolean) => useQuery({ ...companyBookingsQuery, enabled });
