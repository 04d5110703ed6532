import { z } from "zod";
import { BOOKING_STATUSES, PAYMENT_STATUSES } from "../constants";
import { bookingRequestSchema } from "./bookings/booking-request-schema";
import { id, timestamp, type Wire } from "./common";

export const bookingParams = z.object({ id: id("Booking ID") });

/** A booking as the API answers it, with the nested vehicle its cards show. */
export const booking = z.object({
  id: z.number(),
  /** null for a request sent without an account. */
  userId: z.number().nullable(),
  vehicleId: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  totalPrice: z.number(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: timestamp,
  vehicle: z.object({
    id: z.number(),
    companyId: z.number(),
    make: z.string(),
    model: z.string(),
    /** `/api/images/{id}` (append `?variant=thumb` for cards) or an https URL. */
    image: z.string().nullable(),
    deposit: z.number(),
  }),
});
export type Booking = Wire<typeof booking>;

/** In the company's list a booking also says who asked for it, so the company can reach them. */
export const companyBooking = booking.extend({
  customer: z.object({ fullName: z.string(), email: z.string(), phone: z.string() }),
});
export type CompanyBooking = Wire<typeof companyBooking>;

/** POST /api/bookings: the server computes the price. */
export const bookingRequestBody = bookingRequestSchema;
export type BookingRequestBody = z.input<typeof bookingRequestBody>;

/**
 * PATCH /api/bookings/{id}: Approve sends confirmed, Decline sends rejected (docs/product-rules.md,
 * "Booking statuses").
 */
export const bookingStatusBody = z.object({
  status: z.enum(BOOKING_STATUSES, { error: "Status is not a booking status" }),
});
export type BookingStatusBody = z.input<typeof bookingStatusBody>;
