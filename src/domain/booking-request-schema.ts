import { z } from "zod";
import { isIsoDate, todayInDominica } from "./dates";

export const BOOKING_DATE_MESSAGES = {
  startRequired: "Start date is required",
  endRequired: "End date is required",
  startInPast: "Start date cannot be in the past",
  endBeforeStart: "End date cannot be before start date",
} as const;

/** Spec §5 Booking: "dates coerced to dates" — a Date or an ISO instant keeps its calendar day. */
const day = (message: string) =>
  z.preprocess(
    (value) =>
      value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === "string" ? value.slice(0, 10) : value,
    z.string({ error: message }).refine(isIsoDate, message),
  );

/**
 * What a logged-in user sends to request a booking. The price is not part of it: the server
 * computes it (spec §9). Start not before today in Dominica; end not before start (spec §5).
 */
export const bookingRequestSchema = z
  .object({
    vehicleId: z.coerce
      .number({ error: "Vehicle is required" })
      .int("Vehicle is required")
      .positive("Vehicle is required"),
    startDate: day(BOOKING_DATE_MESSAGES.startRequired),
    endDate: day(BOOKING_DATE_MESSAGES.endRequired),
  })
  .superRefine((value, ctx) => {
    if (value.startDate < todayInDominica()) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: BOOKING_DATE_MESSAGES.startInPast });
    }
    if (value.endDate < value.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: BOOKING_DATE_MESSAGES.endBeforeStart });
    }
  });
export type BookingRequest = z.output<typeof bookingRequestSchema>;
