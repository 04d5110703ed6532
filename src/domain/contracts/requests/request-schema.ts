import { z } from "zod";
import { BOOKING_STATUSES, CANCELLED_BY, PAYMENT_METHODS, PAYMENT_STATUSES } from "../../constants";
import { LANGUAGES } from "../../i18n/languages";
import { atMost } from "../../length-message";
import { CURRENCIES } from "../../money";
import { CANCEL_REASON_MAX, REASON_REQUIRED } from "../../requests/refusals";
import { cleanText } from "../../text-fields";
import { id, timestamp, type Wire } from "../common";
import { cancellationPolicy } from "../companies";
import { vehicleQuote } from "../vehicles";
import { bookingRequestSchema } from "./account-request-schema";
import { accountCheckIn, companyCheckIn } from "./check-in-schema";
import { bookingHandover } from "./handover-schema";
import { bookingPayment } from "./payment-schema";

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
  /** How the total was reached, as the quote's lines when it was sent; null for bookings older than them. */
  priceLines: vehicleQuote.shape.lines.nullable(),
  /** The currency of the total and the deposit: the company's when the request was sent. */
  priceCurrency: z.enum(CURRENCIES),
  status: z.enum(BOOKING_STATUSES),
  /** null where no money is due: a request waiting, declined, expired, or cancelled before anything was paid. */
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  /** Who ended a cancelled booking; null otherwise. */
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  /** The company's reason, when it cancelled. */
  cancelReason: z.string().nullable(),
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

/**
 * The inbox's tabs (docs/product-rules.md, "The company's inbox"): waiting, confirmed and not over,
 * over, and ended without a rental (declined, cancelled, expired).
 */
export const INBOX_FILTERS = ["pending", "upcoming", "past", "closed"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** GET /api/company/bookings?filter=…; without a filter, every booking. */
export const inboxFilterQuery = z.object({
  filter: z.enum(INBOX_FILTERS, { error: "Filter must be one of pending, upcoming, past, closed" }).optional(),
});

/** What the renter gave in the form besides name, email, phone and dates: the company sees all of it. */
export const renterDetails = z.object({
  nationality: z.string(),
  dateOfBirth: z.string(),
  driverLicenseNumber: z.string(),
  licenseClass: z.string(),
  licenseFirstIssued: z.string(),
  licenseCountry: z.string(),
  drivingExperienceYears: z.number(),
  needsDominicanPermit: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Place keys (src/domain/rental-places.ts); the names as offered then, for a company's own places. */
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  pickupPlace: z.string().optional(),
  dropoffPlace: z.string().optional(),
  pickupTime: z.string().optional(),
  dropoffTime: z.string().optional(),
  includeInsurance: z.boolean(),
  visitingLocations: z.string().optional(),
});
export type RenterDetailsAnswer = Wire<typeof renterDetails>;

/**
 * In the company's list a booking also says who asked for it, so the company can reach them, and,
 * for a recorded request, everything the renter gave, when it was seen, decided and expires, and
 * what the company wrote back.
 */
export const companyBooking = booking.extend({
  /** null once the renter's details are erased, `detailsErasedAfterDays` after the rental ended. */
  customer: z.object({ fullName: z.string(), email: z.string(), phone: z.string() }).nullable(),
  detailsErasedAfterDays: z.number().nullable(),
  /** "DR-7K3P9"; null for a booking made before requests had references. */
  reference: z.string().nullable(),
  /** null when the booking was made without the form (an account's older booking). */
  renter: renterDetails.nullable(),
  language: z.enum(LANGUAGES),
  currency: z.enum(CURRENCIES),
  seenAt: timestamp.nullable(),
  expiresAt: timestamp.nullable(),
  decidedAt: timestamp.nullable(),
  companyMessage: z.string().nullable(),
  /** Declined on its own because the company approved this overlapping request. */
  supersededBy: z.object({ id: z.number(), reference: z.string().nullable() }).nullable(),
  /** What the company recorded as received or given back, oldest first. */
  payments: z.array(bookingPayment),
  /** The pick-up and the return as recorded (docs/product-rules.md, "Handover"), pick-up first. */
  handovers: z.array(bookingHandover),
  /** The company may cancel it (waiting or confirmed, rental not over) or mark a no-show (pick-up time passed). */
  mayCancel: z.boolean(),
  mayMarkNoShow: z.boolean(),
  /** The renter's check-in before arrival; null before any step, and once the renter's details are erased. */
  checkIn: companyCheckIn.nullable(),
});
export type CompanyBooking = Wire<typeof companyBooking>;

/** GET /api/company/bookings/counts: how many bookings each tab holds; `pending` is the badge. */
export const companyBookingCounts = z.object({
  pending: z.number(),
  upcoming: z.number(),
  past: z.number(),
  closed: z.number(),
}) satisfies z.ZodType<Record<InboxFilter, number>>;
export type CompanyBookingCounts = Wire<typeof companyBookingCounts>;

/** The most requests one report marks seen: more than a screen shows. */
export const SEEN_REPORT_MAX = 100;

/** POST /api/company/bookings/seen: the waiting requests the inbox has shown. */
export const bookingsSeenBody = z.object({
  ids: z
    .array(id("Booking ID"))
    .min(1, "Name at least one booking")
    .max(SEEN_REPORT_MAX, `Name at most ${SEEN_REPORT_MAX} bookings`),
});
export const bookingsSeen = z.object({ seen: z.number() });

/**
 * My Bookings: a booking with its reference, the company to talk to on WhatsApp, whether the
 * renter may still cancel it (docs/product-rules.md, "Requests"), and the rental's records as the
 * status page shows them: the check-in's state and the handovers.
 */
export const myBooking = booking.extend({
  reference: z.string().nullable(),
  /** The cancellation policy it was sent under: what cancelling would cost is shown before it is. */
  cancellationPolicy: cancellationPolicy.nullable(),
  company: z.object({ id: z.number(), name: z.string(), phone: z.string(), whatsappUrl: z.string() }),
  mayCancel: z.boolean(),
  /** Confirmed, before the pick-up time: My Bookings offers Check in. */
  mayCheckIn: z.boolean(),
  /** The renter's check-in; null before any step, and once the renter's details are erased. */
  checkIn: accountCheckIn.nullable(),
  /** The pick-up and the return as recorded (docs/product-rules.md, "Handover"), pick-up first. */
  handovers: z.array(bookingHandover),
});
export type MyBooking = Wire<typeof myBooking>;

/** POST /api/bookings: the server computes the price. */
export const bookingRequestBody = bookingRequestSchema;
export type BookingRequestBody = z.input<typeof bookingRequestBody>;

/**
 * PATCH /api/bookings/{id}: Approve sends confirmed, Decline sends rejected (docs/product-rules.md,
 * "Booking statuses").
 */
export const COMPANY_MESSAGE_MAX = 1000;

export const bookingStatusBody = z.object({
  status: z.enum(BOOKING_STATUSES, { error: "Status is not a booking status" }),
  /** Optional words to the renter, sent with the decision mail and shown on the request's page. */
  message: cleanText(
    z.string({ error: "Message must be text" }).trim().max(COMPANY_MESSAGE_MAX, atMost("Message", COMPANY_MESSAGE_MAX)),
  ).optional(),
});
export type BookingStatusBody = z.input<typeof bookingStatusBody>;

/**
 * POST /api/bookings/{id}/cancel: the renter sends nothing; the vehicle's company sends its reason,
 * which the renter is mailed (docs/product-rules.md, "Cancellations and no-shows").
 */
export const bookingCancelBody = z
  .object({
    reason: cleanText(
      z
        .string({ error: REASON_REQUIRED })
        .trim()
        .min(1, REASON_REQUIRED)
        .max(CANCEL_REASON_MAX, atMost("Reason", CANCEL_REASON_MAX)),
    ).optional(),
  })
  // The renter's call has no body at all.
  .nullish();
export type BookingCancelBody = z.input<typeof bookingCancelBody>;
