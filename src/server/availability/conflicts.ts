import { and, type Column, eq, gte, lte, ne, type SQL, sql } from "drizzle-orm";
import { type DayRange, formatLongDate, type IsoDate } from "../../domain/dates";
import type { Db } from "../db/client";
import { bookings, vehicles, vehicleUnavailability } from "../db/schema";
import { conflict } from "../errors";

export const OVERLAPS_CONFIRMED_BOOKING = "This period overlaps a confirmed booking";

/**
 * A new period sharing a day with one already set is refused rather than merged: merging would
 * silently change the other period (its reason, or an imported event the next sync brings back).
 */
export const overlapsPeriodMessage = (other: DayRange) =>
  `This period overlaps the one from ${formatLongDate(other.startDate)} to ${formatLongDate(
    other.endDate,
  )}. Change or remove that one first.`;

// Closed day ranges [start, end] share a day when each starts no later than the other ends
// (the domain's `rangesOverlap`, written in SQL). The other range is given days, another table's
// columns, or other SQL.
type DayBound = IsoDate | Column | SQL;
export const unavailabilityOverlaps = (start: DayBound, end: DayBound) =>
  and(lte(vehicleUnavailability.startDate, end), gte(vehicleUnavailability.endDate, start));
export const confirmedBookingOverlaps = (start: DayBound, end: DayBound) =>
  and(eq(bookings.status, "confirmed"), lte(bookings.startDate, end), gte(bookings.endDate, start));

/**
 * SQL condition on the vehicle `vehicleId` names (`vehicles.id` unless told): no unavailability
 * period and no confirmed booking shares a day with [start, end]. Booking requests use it, and so
 * do the alternatives a declined renter is offered.
 */
export function isVehicleFreeBetween(start: DayBound, end: DayBound, vehicleId: Column = vehicles.id): SQL {
  return sql`(not exists (
    select 1 from ${vehicleUnavailability}
    where ${vehicleUnavailability.vehicleId} = ${vehicleId} and ${unavailabilityOverlaps(start, end)}
  ) and not exists (
    select 1 from ${bookings}
    where ${bookings.vehicleId} = ${vehicleId} and ${confirmedBookingOverlaps(start, end)}
  ))`;
}

/**
 * Takes the vehicle's row lock for the rest of the transaction. Every change that must not overlap
 * (confirming a booking, adding an unavailability period) takes it first, so two of them for one
 * vehicle run one after the other and the second one's check sees the first one's row.
 * Returns false when the vehicle does not exist.
 */
export async function lockVehicle(tx: Db, vehicleId: number): Promise<boolean> {
  const rows = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId)).for("update");
  return rows.length > 0;
}

export async function hasOverlappingUnavailability(
  tx: Db,
  vehicleId: number,
  start: IsoDate,
  end: IsoDate,
): Promise<boolean> {
  const rows = await tx
    .select({ id: vehicleUnavailability.id })
    .from(vehicleUnavailability)
    .where(and(eq(vehicleUnavailability.vehicleId, vehicleId), unavailabilityOverlaps(start, end)))
    .limit(1);
  return rows.length > 0;
}

export async function hasOverlappingConfirmedBooking(
  tx: Db,
  vehicleId: number,
  start: IsoDate,
  end: IsoDate,
  exceptBookingId?: number,
): Promise<boolean> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.vehicleId, vehicleId),
        confirmedBookingOverlaps(start, end),
        exceptBookingId === undefined ? undefined : ne(bookings.id, exceptBookingId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * For the unavailability feature: call inside the transaction that adds a period, before inserting
 * it. It locks the vehicle row (so a booking being confirmed at the same moment waits for this
 * transaction, then sees the period) and refuses with 409 when a confirmed booking or another
 * period shares a day.
 */
export async function assertPeriodFree(tx: Db, vehicleId: number, startDate: IsoDate, endDate: IsoDate): Promise<void> {
  await lockVehicle(tx, vehicleId);
  if (await hasOverlappingConfirmedBooking(tx, vehicleId, startDate, endDate)) {
    throw conflict(OVERLAPS_CONFIRMED_BOOKING);
  }
  const [other] = await tx
    .select({ startDate: vehicleUnavailability.startDate, endDate: vehicleUnavailability.endDate })
    .from(vehicleUnavailability)
    .where(and(eq(vehicleUnavailability.vehicleId, vehicleId), unavailabilityOverlaps(startDate, endDate)))
    .orderBy(vehicleUnavailability.startDate)
    .limit(1);
  if (other) throw conflict(overlapsPeriodMessage(other));
}
