import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { EXTERNAL_CALENDAR_REASON } from "../../domain/calendar";
import { MAX_IMPORTED_PERIODS } from "../../domain/contracts/calendar-feeds";
import { todayInDominica } from "../../domain/dates";
import { lockVehicle } from "../availability/conflicts";
import type { Db } from "../db/client";
import { calendarImports, vehicleUnavailability } from "../db/schema";
import { type ReaderBudget, readCalendarInWorker } from "./read-calendar-in-worker";
import { CalendarFetchError, type FetchOptions, fetchCalendar } from "./safe-fetch";

export interface SyncOptions extends FetchOptions, ReaderBudget {
  maxEvents: number;
  horizonDays: number;
  /** Where the real cause of a failure goes: the company reads only what it can act on. */
  log?: FastifyBaseLogger;
}

export const DEFAULT_SYNC_OPTIONS: SyncOptions = {
  maxBytes: 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
  allowPrivateAddresses: false,
  timeBudgetMs: 5_000,
  maxMemoryMb: 128,
  maxEvents: MAX_IMPORTED_PERIODS,
  horizonDays: 2 * 366,
};

export const CALENDAR_UNREADABLE = "The calendar could not be read";

export type SyncOutcome = "synced" | "not-modified" | "failed";

/**
 * Reads one external calendar — fetched from its address, or the uploaded file kept with it — and,
 * when it has changed, replaces the periods it brought in with its current events, all in one
 * transaction. A failed fetch or an unreadable calendar changes no period: it only records the
 * error for the company to see.
 */
export async function syncCalendarImport(db: Db, importId: number, options: SyncOptions): Promise<SyncOutcome> {
  const [source] = await db.select().from(calendarImports).where(eq(calendarImports.id, importId));
  if (!source) return "failed";
  try {
    const fetched =
      source.url === null
        ? { status: "fetched" as const, body: source.content ?? "", etag: null, lastModified: null }
        : await fetchCalendar(source.url, { etag: source.etag, lastModified: source.lastModified }, options);
    if (fetched.status === "not-modified") {
      await db
        .update(calendarImports)
        .set({ lastSyncedAt: new Date(), lastError: null })
        .where(eq(calendarImports.id, importId));
      return "not-modified";
    }
    const reading = await readCalendarInWorker(
      fetched.body,
      {
        today: todayInDominica(),
        maxEvents: options.maxEvents,
        horizonDays: options.horizonDays,
        importFreeEvents: source.importFreeEvents,
      },
      options,
    );
    await db.transaction(async (tx) => {
      // Same lock as confirming a booking and adding a period: they wait for the swap, then see it.
      await lockVehicle(tx, source.vehicleId);
      await tx.delete(vehicleUnavailability).where(eq(vehicleUnavailability.calendarImportId, importId));
      if (reading.ranges.length > 0) {
        await tx.insert(vehicleUnavailability).values(
          reading.ranges.map((range) => ({
            vehicleId: source.vehicleId,
            startDate: range.startDate,
            endDate: range.endDate,
            reason: EXTERNAL_CALENDAR_REASON,
            calendarImportId: importId,
          })),
        );
      }
      await tx
        .update(calendarImports)
        .set({
          etag: fetched.etag,
          lastModified: fetched.lastModified,
          lastSyncedAt: new Date(),
          lastError: null,
          eventsRead: reading.eventsRead,
          daysBlocked: reading.daysBlocked,
          skipped: reading.skipped,
        })
        .where(eq(calendarImports.id, importId));
    });
    return "synced";
  } catch (error) {
    if (!(error instanceof CalendarFetchError)) {
      options.log?.error({ err: error, calendarImportId: importId }, "calendar import could not be read");
    } else if (error.cause) {
      options.log?.warn({ err: error.cause, calendarImportId: importId }, error.message);
    }
    const message = error instanceof CalendarFetchError ? error.message : CALENDAR_UNREADABLE;
    await db.update(calendarImports).set({ lastError: message }).where(eq(calendarImports.id, importId));
    return "failed";
  }
}
