import { z } from "zod";
import { isIsoDate } from "../../dates";
import { atMost } from "../../length-message";
import {
  ARRIVAL_KINDS,
  ARRIVAL_PLACES,
  ARRIVAL_PLACES_BY_KIND,
  CHECK_IN_MESSAGES,
  CHECK_IN_STATES,
  LICENSE_SIDES,
} from "../../requests/check-in";
import { cleanLine } from "../../text-fields";
import { id, timestamp, type Wire } from "../common";
import { bookingRequestParams } from "./visitor-request-schema";

export const CHECK_IN_FIELD_MESSAGES = {
  kind: "Choose how you arrive",
  number: "Give the flight or ferry number: 2 to 12 letters, digits or spaces",
  arrivesAt: "Give the arrival day and time",
  place: "Choose where you arrive",
  licenseNumber: "License number: 3 to 20 letters, digits, spaces or dashes",
  licenseCountry: "Give the country that issued the license",
  licenseExpiry: "Give the license's expiry date",
  dateOfBirth: "Date of birth is required",
  fullName: "Type your full name to sign",
  image: "Choose a photo of the license",
} as const;
const M = CHECK_IN_FIELD_MESSAGES;

/** "2026-12-01T14:30": a day and a time in Dominica, no seconds, no zone. */
const localDateTime = z
  .string({ error: M.arrivesAt })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, M.arrivesAt)
  .refine((text) => isIsoDate(text.slice(0, 10)) && Number(text.slice(11, 13)) < 24 && Number(text.slice(14)) < 60, {
    message: M.arrivesAt,
  });

const day = (message: string) => z.string({ error: message }).refine(isIsoDate, message);

/**
 * How the renter arrives: a flight to one of the two airports or the ferry to Roseau, with its number
 * and time; or already on the island, with nothing else (docs/product-rules.md, "Check-in").
 */
export const arrivalBody = z
  .object({
    kind: z.enum(ARRIVAL_KINDS, { error: M.kind }),
    number: z
      .string({ error: M.number })
      .trim()
      .regex(/^[A-Za-z0-9 ]{2,12}$/, M.number)
      .nullish(),
    arrivesAt: localDateTime.nullish(),
    place: z.enum(ARRIVAL_PLACES, { error: M.place }).nullish(),
  })
  .superRefine((arrival, ctx) => {
    if (arrival.kind === "on-island") return;
    if (!arrival.number) ctx.addIssue({ code: "custom", path: ["number"], message: M.number });
    if (!arrival.arrivesAt) ctx.addIssue({ code: "custom", path: ["arrivesAt"], message: M.arrivesAt });
    if (!arrival.place || !ARRIVAL_PLACES_BY_KIND[arrival.kind].includes(arrival.place)) {
      ctx.addIssue({ code: "custom", path: ["place"], message: M.place });
    }
  })
  .transform((arrival) =>
    arrival.kind === "on-island"
      ? { kind: arrival.kind, number: null, arrivesAt: null, place: null }
      : {
          kind: arrival.kind,
          number: arrival.number ?? null,
          arrivesAt: arrival.arrivesAt ?? null,
          place: arrival.place ?? null,
        },
  );

/** What the temporary driving permit needs; its bounds against the booking are `permitProblems`. */
export const permitBody = z.object({
  licenseNumber: z
    .string({ error: M.licenseNumber })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,18}[A-Za-z0-9]$/, M.licenseNumber),
  licenseCountry: cleanLine(
    z.string({ error: M.licenseCountry }).trim().min(2, M.licenseCountry).max(56, atMost("Country", 56)),
  ),
  licenseExpiry: day(M.licenseExpiry),
  dateOfBirth: day(M.dateOfBirth),
});

/** PUT /api/booking-requests/{token}/check-in: any of its parts, saved as given; the signature freezes the agreement. */
export const checkInBody = z
  .object({
    arrival: arrivalBody.optional(),
    permit: permitBody.optional(),
    signature: z
      .object({
        fullName: cleanLine(z.string({ error: M.fullName }).trim().min(1, M.fullName).max(100, atMost("Name", 100))),
      })
      .optional(),
  })
  .refine((body) => body.arrival || body.permit || body.signature, CHECK_IN_MESSAGES.somethingToSave);
export type CheckInBody = z.input<typeof checkInBody>;

/** PUT …/check-in/license/{side}: a photo as a data URL; the server checks and re-encodes it. */
export const licensePhotoBody = z.object({
  image: z
    .string({ error: M.image })
    .min(1, M.image)
    .max(8 * 1024 * 1024, M.image),
});

export const licenseSideParams = z.object({ side: z.enum(LICENSE_SIDES, { error: "Side must be front or back" }) });
export const tokenLicenseParams = bookingRequestParams.extend(licenseSideParams.shape);
export const bookingLicenseParams = z.object({ id: id("Booking ID"), ...licenseSideParams.shape });

const arrivalAnswer = z.object({
  kind: z.enum(ARRIVAL_KINDS),
  number: z.string().nullable(),
  arrivesAt: z.string().nullable(),
  place: z.enum(ARRIVAL_PLACES).nullable(),
});

/** The agreement as the renter reads it before signing, and as it was signed (frozen). */
const agreementAnswer = z.object({
  title: z.string(),
  text: z.string(),
  signedAt: timestamp.nullable(),
  signedName: z.string().nullable(),
});

/**
 * The renter's check-in, through the status link: the licence's number is only echoed by its end
 * and the birth date never (docs/product-rules.md, "Check-in"); the renter retypes them to change them.
 */
export const renterCheckIn = z.object({
  state: z.enum(CHECK_IN_STATES),
  mayEdit: z.boolean(),
  arrival: arrivalAnswer.nullable(),
  license: z.object({ front: z.boolean(), back: z.boolean() }),
  permit: z.object({ licenseNumberEnd: z.string(), licenseCountry: z.string(), licenseExpiry: z.string() }).nullable(),
  agreement: agreementAnswer,
});
export type RenterCheckIn = Wire<typeof renterCheckIn>;

/** The check-in as the company's inbox shows it; null once the renter's details are erased. */
export const companyCheckIn = z.object({
  state: z.enum(CHECK_IN_STATES),
  arrival: arrivalAnswer.nullable(),
  license: z.object({ front: z.boolean(), back: z.boolean() }),
  permit: z
    .object({
      licenseNumber: z.string(),
      licenseCountry: z.string(),
      licenseExpiry: z.string(),
      dateOfBirth: z.string(),
    })
    .nullable(),
  signedAt: timestamp.nullable(),
  signedName: z.string().nullable(),
});
export type CompanyCheckIn = Wire<typeof companyCheckIn>;

/** The check-in as the renter's My Bookings shows it: how far it came and when the agreement was signed. */
export const accountCheckIn = companyCheckIn.pick({ state: true, signedAt: true });
export type AccountCheckIn = Wire<typeof accountCheckIn>;
