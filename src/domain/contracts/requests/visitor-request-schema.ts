import { z } from "zod";
import { checkBookingPeriod } from "../../booking-period";
import { BOOKING_STATUSES, CANCELLED_BY, PAYMENT_STATUSES } from "../../constants";
import { checkDriver } from "../../driver-checks";
import { LANGUAGES } from "../../i18n/languages";
import { CURRENCIES } from "../../money";
import { timestamp, type Wire } from "../common";
import { cancellationPolicy } from "../companies";
import { vehicleQuote } from "../vehicles";
import { requestedVehicleId } from "./account-request-schema";
import { bookingHandover } from "./handover-schema";
import { bookingInquiryFields } from "./inquiry-schema";
import { paymentDue } from "./payment-schema";

export const LOOKS_AUTOMATED = "This request could not be sent. Please try again.";

/**
 * POST /api/booking-requests: the Book Now form's fields, the vehicle, the language and currency
 * the visitor reads, and the country the phone is dialled from. `website` is a field people never
 * see (a honeypot): a form that fills it was not filled by a person.
 */
export const bookingRequestCreateBody = bookingInquiryFields
  .extend({
    vehicleId: requestedVehicleId,
    language: z.enum(LANGUAGES).default("en"),
    currency: z.enum(CURRENCIES).default("USD"),
    website: z.string().max(200).optional(),
    /**
     * The total the visitor read, in the company's currency, when the form was kept on the phone to be
     * sent later: a price that has changed since is refused (409, field `expectedTotal`) before anything is recorded.
     */
    expectedTotal: z.number({ error: "expectedTotal must be an amount" }).min(0).max(100_000_000).optional(),
  })
  .superRefine(checkBookingPeriod)
  .superRefine(checkDriver);
export type BookingRequestCreateBody = z.input<typeof bookingRequestCreateBody>;
export type BookingRequestCreate = z.output<typeof bookingRequestCreateBody>;

/**
 * What is kept of the form: every field as sent, the phone in E.164, and the names of the places
 * chosen as the company offered them then (its list may change after).
 */
export type RenterDetails = Omit<
  BookingRequestCreate,
  "vehicleId" | "website" | "language" | "currency" | "startDate" | "endDate" | "expectedTotal"
> & { pickupPlace?: string; dropoffPlace?: string };

/**
 * What a request holds of its renter: the form, or for `POST /api/bookings` the account's contact
 * details; without the personal fields once they are erased (src/domain/requests/renter-details.ts).
 */
export type StoredRenter = Partial<RenterDetails>;

/**
 * 201: what the renter keeps — the reference, what was recorded (dates, places and times, the price
 * the server computed with its lines), the links.
 */
export const bookingRequestCreated = z.object({
  reference: z.string(),
  status: z.literal("pending"),
  startDate: z.string(),
  endDate: z.string(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  /** The names of a company's own places as offered now (src/domain/rental-places.ts). */
  pickupPlace: z.string().optional(),
  dropoffPlace: z.string().optional(),
  pickupTime: z.string().optional(),
  dropoffTime: z.string().optional(),
  totalPrice: z.number(),
  priceLines: vehicleQuote.shape.lines,
  deposit: z.number().nullable(),
  /** The currency of the total and the deposit: the company's. */
  priceCurrency: z.enum(CURRENCIES),
  /** The renter's page for this request; its last segment is the secret that opens it. */
  statusUrl: z.string(),
  /** WhatsApp to the company with the form's message, the reference and the status link. */
  whatsappUrl: z.string(),
  expiresAt: timestamp,
});
export type BookingRequestCreated = Wire<typeof bookingRequestCreated>;

/** `/api/booking-requests/{token}`: 43 base64url characters (256 bits). */
export const bookingRequestParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Not a request link"),
});

export const TIMELINE_STEPS = [
  "sent",
  "seen",
  "picked-up",
  ...BOOKING_STATUSES.filter((s) => s !== "pending"),
] as const;

/**
 * The renter's view of a request: never the licence number or the date of birth back. The status
 * page and GET /api/booking-requests/{token} answer it.
 */
export const bookingRequestView = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  timeline: z.array(z.object({ step: z.enum(TIMELINE_STEPS), at: timestamp, by: z.enum(CANCELLED_BY).optional() })),
  startDate: z.string(),
  endDate: z.string(),
  /** Place keys, and the names as offered then for a company's own places (src/domain/rental-places.ts). */
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  pickupPlace: z.string().optional(),
  dropoffPlace: z.string().optional(),
  /** The times of day the renter asked for ("14:30", Dominica's time), when given. */
  pickupTime: z.string().optional(),
  dropoffTime: z.string().optional(),
  totalPrice: z.number(),
  /** How the total was reached, as the quote's lines when the request was sent; null for requests older than them. */
  priceLines: vehicleQuote.shape.lines.nullable(),
  deposit: z.number().nullable(),
  /** The currency of the total and the deposit: the company's when the request was sent. */
  priceCurrency: z.enum(CURRENCIES),
  language: z.enum(LANGUAGES),
  currency: z.enum(CURRENCIES),
  expiresAt: timestamp.nullable(),
  mayCancel: z.boolean(),
  /** What the company wrote with its decision; null without one. */
  companyMessage: z.string().nullable(),
  /** Who cancelled, and the company's reason when it did (docs/product-rules.md, "Cancellations and no-shows"). */
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancelReason: z.string().nullable(),
  /** null where no money is due (src/domain/requests/payments.ts, `shownPaymentStatus`). */
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  /** The pick-up and the return as the company recorded them and the renter confirmed, pick-up first. */
  handovers: z.array(bookingHandover),
  /** How and what to pay, once confirmed; null otherwise. */
  payment: paymentDue.nullable(),
  /** The company's cancellation policy when the request was sent; null for requests older than it. */
  cancellationPolicy: cancellationPolicy.nullable(),
  /** null once erased, `detailsErasedAfterDays` after the rental ended. */
  renter: z.object({ fullName: z.string(), email: z.string(), phone: z.string() }).nullable(),
  detailsErasedAfterDays: z.number().nullable(),
  vehicle: z.object({
    id: z.number(),
    make: z.string(),
    model: z.string(),
    year: z.number(),
    /** `/api/images/{id}` or an https URL. */
    image: z.string().nullable(),
  }),
  company: z.object({ id: z.number(), name: z.string(), phone: z.string(), whatsappUrl: z.string() }),
  /**
   * For a request declined or expired before its first day: the same company's vehicles free on
   * its dates, cheapest first (as the mails offer them); empty otherwise.
   */
  alternatives: z.array(
    z.object({
      vehicle: z.object({ id: z.number(), make: z.string(), model: z.string(), year: z.number() }),
      totalPrice: z.number(),
      /** The total in the request's `currency`, summed from its converted lines as the vehicle page shows it. */
      shownPrice: z.number(),
      priceCurrency: z.enum(CURRENCIES),
    }),
  ),
});
export type BookingRequestView = Wire<typeof bookingRequestView>;
