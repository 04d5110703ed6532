import { z } from "zod";
import { id, timestamp, type Wire } from "./common";

/** `/api/calendar-feeds/{token}.ics`: the route takes the whole last segment and checks it. */
export const feedFileParams = z.object({ file: z.string() });

/** One of the company's feeds (the whole fleet, or a vehicle) and whether its secret link exists. */
export const calendarFeed = z.object({
  /** null: the whole fleet. */
  vehicleId: z.number().nullable(),
  name: z.string(),
  hasLink: z.boolean(),
  /** When the current link was made; null while there is none. */
  createdAt: timestamp.nullable(),
});
export type CalendarFeed = Wire<typeof calendarFeed>;

/** GET /api/company/calendar-feeds. Only hashes are stored, so the links themselves are not here. */
export const calendarFeeds = z.array(calendarFeed);

/** POST /api/company/calendar-feeds: make (or remake) a feed's link. */
export const feedLinkBody = z.object({ vehicleId: id("Vehicle ID").nullable() });
export type FeedLinkBody = z.input<typeof feedLinkBody>;

/** The new link, shown once: any earlier link of the same feed stops working. */
export const feedLink = z.object({ vehicleId: z.number().nullable(), url: z.string(), createdAt: timestamp });
export type FeedLink = Wire<typeof feedLink>;

export const MAX_IMPORTS_PER_VEHICLE = 3;
/** Busy periods one import brings in at most: the earliest are kept. */
export const MAX_IMPORTED_PERIODS = 1000;
export const MAX_IMPORT_URL_LENGTH = 2000;
export const IMPORT_URL_INVALID = "Enter the calendar's full address, starting with https://";

/**
 * An external calendar's address. The form and the server share this check; the server also
 * requires https (a test-only setting lets it reach a plain-http server on this machine).
 */
export const importUrl = z
  .string()
  .trim()
  .min(1, "Calendar URL is required")
  .max(MAX_IMPORT_URL_LENGTH, `Calendar URL must be at most ${MAX_IMPORT_URL_LENGTH} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, IMPORT_URL_INVALID);

/** POST /api/company/calendar-imports. */
export const calendarImportBody = z.object({ vehicleId: id("Vehicle ID"), url: importUrl });
export type CalendarImportBody = z.input<typeof calendarImportBody>;

/** Why parts of an external calendar were not imported (see `describeSkipped` for the words). */
export const SKIP_REASONS = [
  "marked-free",
  "unreadable-event",
  "unreadable-value",
  "repeats-too-often",
  "over-limit",
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export const skippedEvents = z.array(z.object({ reason: z.enum(SKIP_REASONS), count: z.number() }));
export type SkippedEvents = z.infer<typeof skippedEvents>;

export const calendarImport = z.object({
  id: z.number(),
  vehicleId: z.number(),
  url: z.string(),
  lastSyncedAt: timestamp.nullable(),
  lastError: z.string().nullable(),
  /** Periods the last successful sync made. */
  periodCount: z.number(),
  /** Import events marked free (TRANSP:TRANSPARENT) too. */
  importFreeEvents: z.boolean(),
  /** What the last successful read found; null until one. */
  eventsRead: z.number().nullable(),
  daysBlocked: z.number().nullable(),
  skipped: skippedEvents,
});
export type CalendarImport = Wire<typeof calendarImport>;

/** An imported period that shares days with a confirmed booking: the company must sort it out. */
export const calendarImportConflict = z.object({
  vehicleId: z.number(),
  periodId: z.number(),
  bookingId: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
  bookingStart: z.string(),
  bookingEnd: z.string(),
});
export type CalendarImportConflict = Wire<typeof calendarImportConflict>;

/** GET /api/company/calendar-imports: the whole fleet's imports and conflicts in one answer. */
export const calendarImports = z.object({
  imports: z.array(calendarImport),
  conflicts: z.array(calendarImportConflict),
});
export type CalendarImports = Wire<typeof calendarImports>;

/** PATCH /api/company/calendar-imports/{id}: the import's options; the next sync reads the calendar again. */
export const calendarImportOptionsBody = z.object({ importFreeEvents: z.boolean() });
export type CalendarImportOptionsBody = z.input<typeof calendarImportOptionsBody>;

/** `/api/company/calendar-imports/{id}`. */
export const calendarImportParams = z.object({ id: id("Calendar import ID") });
