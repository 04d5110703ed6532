import { z } from "zod";
import { BOOKING_DATE_MESSAGES, checkBookingPeriod } from "../../booking-period";
import { MAX_ID } from "../../constants";
import { isIsoDate } from "../../dates";

/** A booking request's dates: a Date or an ISO instant keeps its calendar day. */
const day = (message: string) =>
  z.preprocess(
    (value) =>
      value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === "string" ? value.slice(0, 10) : value,
    z.string({ error: message }).refine(isIsoDate, message),
  );

/** The vehicle a request is for. */
export const requestedVehicleId = z.coerce
  .number({ error: "Vehicle is required" })
  .int("Vehicle is required")
  .positive("Vehicle is required")
  .max(MAX_ID, "Vehicle is required");

/**
 * What a logged-in user sends to request a booking. The price is not part of it: the server
 * computes it (docs/product-rules.md, "Prices"). The period follows the same rules as the inquiry form.
 */
export const bookingRequestSchema = z
  .object({
    vehicleId: requestedVehicleId,
    startDate: day(BOOKING_DATE_MESSAGES.startRequired),
    endDate: day(BOOKING_DATE_MESSAGES.endRequired),
  })
  .superRefine(checkBookingPeriod);
export type BookingRequest = z.output<typeof bookingRequestSchema>;
