import { z } from "zod";
import { BOOKING_STATUSES, PAYMENT_STATUSES } from "../../domain/constants";

/** A booking as the API answers it (spec §3), with the nested vehicle its cards show. */
export const bookingResponse = z.object({
  id: z.number(),
  userId: z.number(),
  vehicleId: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  totalPrice: z.number(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.date(),
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
export type BookingResponse = z.infer<typeof bookingResponse>;

/** In the company's list a booking also says who asked for it, so the company can reach them. */
export const companyBookingResponse = bookingResponse.extend({
  customer: z.object({ fullName: z.string(), email: z.string(), phone: z.string() }),
});
export type CompanyBookingResponse = z.infer<typeof companyBookingResponse>;
