import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingStatus, PaymentStatus } from "../../../domain/constants";
import { apiRequest } from "../../lib/api";

/** A booking as GET /api/bookings answers it (spec §3), with its nested vehicle. */
export interface Booking {
  id: number;
  userId: number;
  vehicleId: number;
  startDate: string;
  endDate: string;
  totalPrice: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  createdAt: string;
  vehicle: { id: number; companyId: number; make: string; model: string; image: string | null; deposit: number };
}

/** GET /api/company/bookings also says who asked, so the company can reach them. */
export interface CompanyBooking extends Booking {
  customer: { fullName: string; email: string; phone: string };
}

export const myBookingsQuery = queryOptions({
  queryKey: ["/api/bookings"],
  queryFn: () => apiRequest<Booking[]>("GET", "/api/bookings"),
});

export const companyBookingsQuery = queryOptions({
  queryKey: ["/api/company/bookings"],
  queryFn: () => apiRequest<CompanyBooking[]>("GET", "/api/company/bookings"),
});

// A confirmed booking blocks its vehicle, so vehicle listings and calendars are stale too.
const AFFECTED_BY_BOOKINGS = ["/api/bookings", "/api/company/bookings", "/api/vehicles", "/api/company/vehicles"];
const isAffectedByBookings = (key: readonly unknown[]) =>
  typeof key[0] === "string" && AFFECTED_BY_BOOKINGS.some((prefix) => (key[0] as string).startsWith(prefix));

/** Approve (confirmed) or Decline (rejected) a pending booking: PATCH /api/bookings/{id}. */
export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: Extract<BookingStatus, "confirmed" | "rejected"> }) =>
      apiRequest<Booking>("PATCH", `/api/bookings/${id}`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isAffectedByBookings(query.queryKey) }),
  });
}
