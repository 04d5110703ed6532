import { z } from "zod";
import { atMost } from "../length-message";
import { cleanLine } from "../text-fields";
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
export const importUrl = cleanLine(
  z
    .string()
    .trim()
    .min(1, "Calendar URL is required")
    .max(MAX_IMPORT_URL_LENGTH, atMost("Calendar URL", MAX_IMPORT_URL_LENGTH)),
).refine((value) => {
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

/** The largest .ics file a company may upload: what a fetched calendar may weigh. */
export const MAX_CALENDAR_FILE_BYTES = 1024 * 1024;
export const CALENDAR_FILE_MESSAGES = {
  required: "Choose an .ics file",
  tooLarge: "The calendar file must be at most 1 MB",
  notCalendar: "This file is not an iCalendar (.ics) file",
} as const;

/**
 * POST /api/company/calendar-imports/file: an .ics file exported from another channel, read at once
 * and kept, for channels that offer a download rather than a link.
 */
export const calendarImportFileBody = z.object({
  vehicleId: id("Vehicle ID"),
  fileName: cleanLine(
    z.string().trim().min(1, CALENDAR_FILE_MESSAGES.required).max(200, "The file name must be at most 200 characters"),
  ),
  content: z
    .string()
    .min(1, CALENDAR_FILE_MESSAGES.required)
    .max(MAX_CALENDAR_FILE_BYTES, CALENDAR_FILE_MESSAGES.tooLarge)
    // A byte-order mark or blank lines may come first; the rest is the reader's to judge.
    .refine((content) => /^\uFEFF?\s*BEGIN:VCALENDAR/i.test(content), CALENDAR_FILE_MESSAGES.notCalendar),
});
export type CalendarImportFileBody = z.input<typeof calendarImportFileBody>;

/**
 * Why parts of an external calendar were not imported, or were read on an assumption
 * ("unknown-zone": times in a zone the file names but does not define, read as Dominica time);
 * see `describeSkipped` for the words.
 */
export const SKIP_REASONS = [
  "marked-free",
  "unreadable-event",
  "unreadable-value",
  "repeats-too-often",
  "over-limit",
  "unknown-zone",
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export const skippedEvents = z.array(
  z.object({
    reason: z.enum(SKIP_REASONS),
    count: z.number(),
    /** The zone's name as the file writes it, for "unknown-zone". */
    zone: z.string().optional(),
  }),
);
export type SkippedEvents = z.infer<typeof skippedEvents>;

export const calendarImport = z.object({
  id: z.number(),
  vehicleId: z.number(),
  /** The calendar's address; null for an uploaded file. */
  url: z.string().nullable(),
  /** The uploaded file's name; null for a calendar read from its address. */
  fileName: z.string().nullable(),
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
