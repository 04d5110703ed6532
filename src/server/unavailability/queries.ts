import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { IsoDate } from "../../domain/dates";
import type { Db } from "../db/client";
import { bookings, vehicles, vehicleUnavailability } from "../db/schema";
import { conflict } from "../errors";

export interface UnavailabilityPeriod {
  id: number;
  vehicleId: number;
  startDate: IsoDate;
  endDate: IsoDate;
  reason: string | null;
}

const periodColumns = {
  id: vehicleUnavailability.id,
  vehicleId: vehicleUnavailability.vehicleId,
  startDate: vehicleUnavailability.startDate,
  endDate: vehicleUnavailability.endDate,
  reason: vehicleUnavailability.reason,
};

export async function listVehicleUnavailability(db: Db, vehicleId: number): Promise<UnavailabilityPeriod[]> {
  return db
    .select(periodColumns)
    .from(vehicleUnavailability)
    .where(eq(vehicleUnavailability.vehicleId, vehicleId))
    .orderBy(asc(vehicleUnavailability.startDate), asc(vehicleUnavailability.id));
}

/**
 * Refuses (409) a period that shares a day with a confirmed booking of the vehicle: the company
 * would be taking back a car it already promised. The bookings feature has its own
 * `assertNoConfirmedBookingOverlap` in src/server/bookings/overlaps.ts; this is the same rule for
 * unavailability periods, kept here until the two are reconciled into one.
 */
export async function assertPeriodFreeOfConfirmedBookings(
  db: Db,
  period: { vehicleId: number; startDate: IsoDate; endDate: IsoDate },
): Promise<void> {
  const [booking] = await db
    .select({ startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.vehicleId, period.vehicleId),
        eq(bookings.status, "confirmed"),
        lte(bookings.startDate, period.endDate),
        gte(bookings.endDate, period.startDate),
      ),
    )
    .limit(1);
  if (booking) {
    throw conflict(
      `This period overlaps a confirmed booking from ${booking.startDate} to ${booking.endDate}. Choose other dates.`,
    );
  }
}

/**
 * Adds a period. The vehicle row is locked first so a booking confirmed at the same moment (which
 * also locks its vehicle) cannot slip in between the check and the insert.
 */
export async function insertUnavailability(
  db: Db,
  period: { vehicleId: number; startDate: IsoDate; endDate: IsoDate; reason: string | null },
): Promise<UnavailabilityPeriod> {
  return db.transaction(async (tx) => {
    await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, period.vehicleId)).for("update");
    await assertPeriodFreeOfConfirmedBookings(tx, period);
    const [row] = await tx.insert(vehicleUnavailability).values(period).returning(periodColumns);
    if (!row) throw new Error("period insert returned nothing");
    return row;
  });
}

/** Deletes a period of this vehicle; false when the vehicle has no such period. */
export async function deleteUnavailability(db: Db, vehicleId: number, periodId: number): Promise<boolean> {
  const rows = await db
    .delete(vehicleUnavailability)
    .where(and(eq(vehicleUnavailability.id, periodId), eq(vehicleUnavailability.vehicleId, vehicleId)))
    .returning({ id: vehicleUnavailability.id });
  return rows.length > 0;
}
