import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import { calendarImportMessage, MAX_IMPORTS_MESSAGE } from "../../domain/calendar-import-messages";
import { MAX_IMPORTS_PER_VEHICLE } from "../../domain/contracts/calendar-feeds";
import { confirmedBookingOverlaps } from "../availability/conflicts";
import type { Db } from "../db/client";
import { isCompanyPublic } from "../db/public-listing";
import { bookings, calendarImports, companies, vehicles, vehicleUnavailability } from "../db/schema";
import { conflict, notFound } from "../errors";

const importColumns = {
  id: calendarImports.id,
  vehicleId: calendarImports.vehicleId,
  url: calendarImports.url,
  fileName: calendarImports.fileName,
  lastSyncedAt: calendarImports.lastSyncedAt,
  lastError: calendarImports.lastError,
  importFreeEvents: calendarImports.importFreeEvents,
  eventsRead: calendarImports.eventsRead,
  daysBlocked: calendarImports.daysBlocked,
  skipped: calendarImports.skipped,
};

const periodCount = (db: Db) =>
  db
    .select({ calendarImportId: vehicleUnavailability.calendarImportId, n: count().as("n") })
    .from(vehicleUnavailability)
    .groupBy(vehicleUnavailability.calendarImportId)
    .as("period_count");

/** Every calendar import of the company's vehicles, with how many periods each holds. */
export async function listCompanyCalendarImports(db: Db, companyId: number, importId?: number) {
  const counts = periodCount(db);
  const rows = await db
    .select({ ...importColumns, periodCount: counts.n })
    .from(calendarImports)
    .innerJoin(vehicles, eq(vehicles.id, calendarImports.vehicleId))
    .leftJoin(counts, eq(counts.calendarImportId, calendarImports.id))
    .where(
      and(eq(vehicles.companyId, companyId), importId === undefined ? undefined : eq(calendarImports.id, importId)),
    )
    .orderBy(asc(calendarImports.vehicleId), asc(calendarImports.id));
  return rows.map((row) => ({ ...row, periodCount: row.periodCount ?? 0 }));
}

/** One import of the company's, or 404 (another company's import is as good as missing). */
export async function findCompanyCalendarImport(db: Db, companyId: number, importId: number) {
  const [row] = await listCompanyCalendarImports(db, companyId, importId);
  if (!row) throw notFound("Calendar import", importId);
  return row;
}

/**
 * Imported periods that share a day with a confirmed booking of the same vehicle: the other
 * channel and this marketplace both promised the car.
 */
export async function findCalendarImportConflicts(db: Db, companyId: number) {
  return db
    .select({
      vehicleId: vehicleUnavailability.vehicleId,
      periodId: vehicleUnavailability.id,
      bookingId: bookings.id,
      periodStart: vehicleUnavailability.startDate,
      periodEnd: vehicleUnavailability.endDate,
      bookingStart: bookings.startDate,
      bookingEnd: bookings.endDate,
    })
    .from(vehicleUnavailability)
    .innerJoin(calendarImports, eq(calendarImports.id, vehicleUnavailability.calendarImportId))
    .innerJoin(vehicles, eq(vehicles.id, vehicleUnavailability.vehicleId))
    .innerJoin(
      bookings,
      and(
        eq(bookings.vehicleId, vehicleUnavailability.vehicleId),
        confirmedBookingOverlaps(vehicleUnavailability.startDate, vehicleUnavailability.endDate),
      ),
    )
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicleUnavailability.startDate), asc(bookings.id));
}

/** Where an import's calendar comes from: its address, or an uploaded file's name and text. */
export type CalendarSource = { url: string } | { fileName: string; content: string };

export async function insertCalendarImport(db: Db, companyId: number, vehicleId: number, source: CalendarSource) {
  return db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.companyId, companyId)))
      .for("update");
    if (!vehicle) throw notFound("Vehicle", vehicleId);
    const existing = await tx
      .select({ url: calendarImports.url })
      .from(calendarImports)
      .where(eq(calendarImports.vehicleId, vehicleId));
    if ("url" in source && existing.some((row) => row.url === source.url)) {
      throw conflict("This calendar is already synced to this vehicle");
    }
    if (existing.length >= MAX_IMPORTS_PER_VEHICLE) {
      throw conflict(calendarImportMessage(MAX_IMPORTS_MESSAGE, { max: MAX_IMPORTS_PER_VEHICLE }));
    }
    const [row] = await tx
      .insert(calendarImports)
      .values({ vehicleId, ...source })
      .returning(importColumns);
    if (!row) throw new Error("calendar import insert returned nothing");
    return { ...row, periodCount: 0 };
  });
}

/**
 * Sets an import's options. The calendar's validators are forgotten: an unchanged calendar must be
 * read again under the new options at the next sync, not answered with a 304.
 */
export async function updateCalendarImportOptions(db: Db, importId: number, options: { importFreeEvents: boolean }) {
  await db
    .update(calendarImports)
    .set({ ...options, etag: null, lastModified: null })
    .where(eq(calendarImports.id, importId));
}

/** Removes an import and (by cascade) every period it brought in. */
export async function deleteCalendarImport(db: Db, importId: number) {
  await db.delete(calendarImports).where(eq(calendarImports.id, importId));
}

/**
 * The imports the schedule syncs: those read from an address, of approved, active companies.
 * Fetching a calendar is a privilege: a pending or suspended company's imports are left alone; an
 * uploaded file changes only when the company uploads it again.
 */
export async function listSyncableCalendarImportIds(db: Db) {
  const rows = await db
    .select({ id: calendarImports.id })
    .from(calendarImports)
    .innerJoin(vehicles, eq(vehicles.id, calendarImports.vehicleId))
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(and(isCompanyPublic, isNotNull(calendarImports.url)))
    .orderBy(asc(calendarImports.id));
  return rows.map((row) => row.id);
}

/** Whether the company may have its calendars fetched now (active, approved, not archived). */
export async function companyMaySync(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isCompanyPublic));
  return row !== undefined;
}
