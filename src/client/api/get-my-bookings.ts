import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import { call } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** GET /api/bookings: the logged-in person's own bookings (My Bookings). */
export const getMyBookings = () => call(requestEndpoints.listMine);

export const myBookingsQuery = queryOptions({ queryKey: queryKeys.bookings.mine, queryFn: getMyBookings });

export const useMyBookings = (enabled: boolean) => useQuery({ ...myBookingsQuery, enabled });
