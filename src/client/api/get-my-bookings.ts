import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "../../domain/contracts/bookings";
import { apiRequest } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** GET /api/bookings: the logged-in person's own bookings (My Bookings). */
export const getMyBookings = () => apiRequest<Booking[]>("GET", "/api/bookings");

export const myBookingsQuery = queryOptions({ queryKey: queryKeys.bookings.mine, queryFn: getMyBookings });

export const useMyBookings = (enabled: boolean) => useQuery({ ...myBookingsQuery, enabled });
