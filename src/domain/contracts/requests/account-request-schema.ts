import { z } from "zod";
import { BOOKING_DATE_MESSAGES, checkBookingPeriod } from "../../booking-period";
import { MAX_ID } from "../../constants";
import { isIsoDate } from "../../dates";
import { checkDriver } from "../../driver-checks";
import { LANGUAGES } from "../../i18n/languages";
import { CURRENCIES } from "../../money";
import { bookingInquiryFields } from "./inquiry-schema";

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
 * The Book Now form's fields beside the contact details (the account holds those), each optional:
 * the spec's call sends none of them, and a company whose terms need one says so (400 naming it,
 * src/domain/requests/terms-details.ts).
 */
const formChoices = bookingInquiryFields
  .omit({
    fullName: true,
    email: true,
    phone: true,
    phoneCountry: true,
    nationality: true,
    startDate: true,
    endDate: true,
  })
  .partial()
  .extend({
    language: z.enum(LANGUAGES).default("en"),
    currency: z.enum(CURRENCIES).default("USD"),
  });

/**
 * What a logged-in user sends to request a booking: the spec's vehicle and two dates, and any of the
 * form's choices. The price is not part of it: the server computes it (docs/product-rules.md,
 * "Prices"). The period and the driver's dates follow the same rules as the inquiry form.
 */
export const bookingRequestSchema = formChoices
  .extend({
    vehicleId: requestedVehicleId,
    startDate: day(BOOKING_DATE_MESSAGES.startRequired),
    endDate: day(BOOKING_DATE_MESSAGES.endRequired),
  })
  .superRefine(checkBookingPeriod)
  .superRefine((value, ctx) =>
    checkDriver(
      {
        ...value,
        dateOfBirth: value.dateOfBirth ?? "",
        licenseFirstIssued: value.licenseFirstIssued ?? "",
        drivingExperienceYears: value.drivingExperienceYears ?? 0,
      },
      ctx,
    ),
  );
export type BookingRequest = z.output<typeof bookingRequestSchema>;
