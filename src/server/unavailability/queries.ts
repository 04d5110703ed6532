import { and, asc, eq } from "drizzle-orm";
import type { IsoDate } from "../../domain/dates";
import type { UnavailabilityPeriod } from "../../domain/unavailability-schema";
import { assertNoConfirmedBookingOverlap } from "../bookings/overlaps";
import type { Db } from "../db/client";
import { vehicleUnavailability } from "../db/schema";

export const periodColumns = {
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
 * Adds a period, refusing (409) one that shares a day with a confirmed booking: the company would be
 * taking back a car it already promised. The check locks the vehicle row, so a booking confirmed
 * at the same moment (which takes the same lock) cannot slip in between the check and the insert.
 */
export async function insertUnavailability(
  db: Db,
  period: { vehicleId: number; startDate: IsoDate; endDate: IsoDate; reason: string | null },
): Promise<UnavailabilityPeriod> {
  return db.transaction(async (tx) => {
    await assertNoConfirmedBookingOverlap(tx, period.vehicleId, period.startDate, period.endDate);
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
