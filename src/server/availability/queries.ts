import { and, asc, eq, isNull } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import {
  type AvailabilityRules,
  documentsExpireOn,
  publicBusyRanges,
  withCleaningDays,
} from "../../domain/availability-rules";
import { type DayRange, type IsoDate, todayInDominica } from "../../domain/dates";
import type { Db } from "../db/client";
import { isVehicleListed, vehicleCompanyJoin } from "../db/public-listing";
import { bookings, companies, vehicles, vehicleUnavailability } from "../db/schema";
import { assertPeriodFree, confirmedBookingOverlaps, unavailabilityOverlaps } from "./conflicts";

const periodColumns = {
  id: vehicleUnavailability.id,
  vehicleId: vehicleUnavailability.vehicleId,
  startDate: vehicleUnavailability.startDate,
  endDate: vehicleUnavailability.endDate,
  reason: vehicleUnavailability.reason,
  calendarImportId: vehicleUnavailability.calendarImportId,
};

export async function listVehicleUnavailability(db: Db, vehicleId: number) {
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
) {
  return db.transaction(async (tx) => {
    await assertPeriodFree(tx, period.vehicleId, period.startDate, period.endDate);
    const [row] = await tx.insert(vehicleUnavailability).values(period).returning(periodColumns);
    if (!row) throw new Error("period insert returned nothing");
    return row;
  });
}

/**
 * Deletes a period of this vehicle that was entered by hand. "imported" when it came from an external
 * calendar (the next sync would only bring it back), "missing" when the vehicle has no such period.
 */
export async function deleteUnavailability(
  db: Db,
  vehicleId: number,
  periodId: number,
): Promise<"deleted" | "imported" | "missing"> {
  const thisPeriod = and(eq(vehicleUnavailability.id, periodId), eq(vehicleUnavailability.vehicleId, vehicleId));
  const rows = await db
    .delete(vehicleUnavailability)
    .where(and(thisPeriod, isNull(vehicleUnavailability.calendarImportId)))
    .returning({ id: vehicleUnavailability.id });
  if (rows.length > 0) return "deleted";
  const [imported] = await db.select({ id: vehicleUnavailability.id }).from(vehicleUnavailability).where(thisPeriod);
  return imported ? "imported" : "missing";
}

/**
 * Everything the fleet calendar draws for one month, in three queries however large the fleet:
 * every unavailability period and every confirmed booking of the company's vehicles that shares a
 * day with the month or its cleaning days beside it, and those cleaning days.
 */
export async function findCompanyCalendar(db: Db, companyId: number, first: IsoDate, last: IsoDate) {
  // Stretches whose cleaning days reach into the month are drawn too.
  const [company] = await db
    .select({ cleaningDays: companies.cleaningDays })
    .from(companies)
    .where(eq(companies.id, companyId));
  const cleaningDays = company?.cleaningDays ?? 0;
  const { startDate: from, endDate: to } = withCleaningDays({ startDate: first, endDate: last }, cleaningDays);
  const periods = await db
    .select(periodColumns)
    .from(vehicleUnavailability)
    .innerJoin(vehicles, eq(vehicles.id, vehicleUnavailability.vehicleId))
    .where(and(eq(vehicles.companyId, companyId), unavailabilityOverlaps(from, to)))
    .orderBy(asc(vehicleUnavailability.startDate), asc(vehicleUnavailability.id));
  const confirmedBookings = await db
    .select({
      id: bookings.id,
      vehicleId: bookings.vehicleId,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(and(eq(vehicles.companyId, companyId), confirmedBookingOverlaps(from, to)))
    .orderBy(asc(bookings.startDate), asc(bookings.id));
  return { periods, bookings: confirmedBookings, cleaningDays };
}

/**
 * The public view of a vehicle's calendar (docs/product-rules.md, "Availability rules"): the days
 * within `window` blocked by a period or a confirmed booking with the company's cleaning days around
 * them, the notice's days from `today`, and every day from the documents' expiry — merged, with the
 * company's rules (pending and rejected requests block nothing). Undefined when visitors may not see
 * the vehicle (missing, archived, or of a company that is not public).
 */
export async function findListedVehicleAvailability(
  db: Db,
  vehicleId: number,
  window: DayRange,
  today: IsoDate = todayInDominica(),
): Promise<{ busy: DayRange[]; rules: AvailabilityRules } | undefined> {
  const [listed] = await db
    .select({
      rules: {
        noticeHours: companies.noticeHours,
        cleaningDays: companies.cleaningDays,
        longestRentalDays: companies.longestRentalDays,
      },
      insuranceExpiryDate: vehicles.insuranceExpiryDate,
      licenseExpiryDate: vehicles.licenseExpiryDate,
    })
    .from(vehicles)
    .innerJoin(companies, vehicleCompanyJoin)
    .where(and(eq(vehicles.id, vehicleId), isVehicleListed));
  if (!listed) return undefined;
  const { rules } = listed;
  // A stretch up to the cleaning days away from the window still reaches into it.
  const { startDate, endDate } = withCleaningDays(window, rules.cleaningDays);
  const blocked = await unionAll(
    db
      .select({ startDate: vehicleUnavailability.startDate, endDate: vehicleUnavailability.endDate })
      .from(vehicleUnavailability)
      .where(and(eq(vehicleUnavailability.vehicleId, vehicleId), unavailabilityOverlaps(startDate, endDate))),
    db
      .select({ startDate: bookings.startDate, endDate: bookings.endDate })
      .from(bookings)
      .where(and(eq(bookings.vehicleId, vehicleId), confirmedBookingOverlaps(startDate, endDate))),
  );
  const busy = publicBusyRanges({ blocked, rules, documentsExpireOn: documentsExpireOn(listed), today, window });
  return { busy, rules };
}
