import { z } from "zod";
import { atMost } from "../../length-message";
import {
  FUEL_EIGHTHS_MAX,
  HANDOVER_KINDS,
  HANDOVER_NOTES_MAX,
  HANDOVER_PHOTO_MAX_BYTES,
  HANDOVER_PHOTOS_MAX,
  ODOMETER_KM_MAX,
  RENTER_NAME_MAX,
  RENTER_NAME_REQUIRED,
} from "../../requests/handovers";
import { cleanLine, cleanText } from "../../text-fields";
import { id, timestamp, type Wire } from "../common";
import { imageQuery } from "../images";

// Written out, not built from the limits: each is a translation key (tests/unit/handovers.test.ts holds them equal).
export const ODOMETER_INVALID = "Odometer must be a whole number of km from 0 to 2,000,000";
export const FUEL_INVALID = "Fuel must be a whole number of eighths from 0 (empty) to 8 (full)";
export const PHOTO_INVALID = "Each photo must be an image taken or chosen on this page";
export const PHOTO_TOO_LARGE = "Each photo must be at most 700 KB";
export const TOO_MANY_PHOTOS = "A handover has at most 12 photos";
export const CONFIRMED_AT_INVALID = "The time of confirmation must be a date and time with its offset";

/** A data URL's length for a file of `bytes` bytes: base64 makes 4 characters of every 3 bytes. */
const dataUrlLength = (bytes: number) => Math.ceil(bytes / 3) * 4 + 40;

/**
 * POST /api/bookings/{id}/handovers (docs/product-rules.md, "Handover"): the car's condition at
 * pick-up or return, with photos the phone made at most 1200×800, and the name the renter typed
 * to confirm. `confirmedAt` is when they did, for a handover the phone kept until it had signal.
 */
export const handoverBody = z.object({
  kind: z.enum(HANDOVER_KINDS, { error: "Kind must be pick-up or return" }),
  odometerKm: z
    .number({ error: ODOMETER_INVALID })
    .int(ODOMETER_INVALID)
    .min(0, ODOMETER_INVALID)
    .max(ODOMETER_KM_MAX, ODOMETER_INVALID),
  fuelEighths: z
    .number({ error: FUEL_INVALID })
    .int(FUEL_INVALID)
    .min(0, FUEL_INVALID)
    .max(FUEL_EIGHTHS_MAX, FUEL_INVALID),
  notes: cleanText(
    z.string({ error: "Notes must be text" }).trim().max(HANDOVER_NOTES_MAX, atMost("Notes", HANDOVER_NOTES_MAX)),
  ).optional(),
  photos: z
    .array(
      z
        .string({ error: PHOTO_INVALID })
        .startsWith("data:image/", PHOTO_INVALID)
        .max(dataUrlLength(HANDOVER_PHOTO_MAX_BYTES), PHOTO_TOO_LARGE),
      { error: "Photos must be a list of images" },
    )
    .max(HANDOVER_PHOTOS_MAX, TOO_MANY_PHOTOS)
    .default([]),
  renterName: cleanLine(
    z
      .string({ error: RENTER_NAME_REQUIRED })
      .trim()
      .min(1, RENTER_NAME_REQUIRED)
      .max(RENTER_NAME_MAX, atMost("Name", RENTER_NAME_MAX)),
  ),
  confirmedAt: z.iso
    .datetime({ offset: true, error: CONFIRMED_AT_INVALID })
    .transform((text) => new Date(text))
    .optional(),
});
export type HandoverBody = z.input<typeof handoverBody>;

/** One recorded handover as the company's inbox and the renter's page show it. */
export const bookingHandover = z.object({
  kind: z.enum(HANDOVER_KINDS),
  odometerKm: z.number(),
  fuelEighths: z.number(),
  notes: z.string().nullable(),
  /** What the renter typed to confirm; null once their details are erased. */
  renterName: z.string().nullable(),
  confirmedAt: timestamp,
  /** The photos in the order taken: served by the handover-photo endpoints of the reader. */
  photoIds: z.array(z.number()),
});
export type BookingHandover = Wire<typeof bookingHandover>;

/** GET /api/bookings/{id}/handover-photos/{imageId}: the company's, the renter account's, an admin's. */
export const handoverPhotoParams = z.object({ id: id("Booking ID"), imageId: id("Image ID") });
export const handoverPhotoQuery = imageQuery;
