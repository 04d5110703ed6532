import { and, asc, eq } from "drizzle-orm";
import type { CompanyProfileInput } from "../../domain/company-schema";
import type { IsoDate } from "../../domain/dates";
import { confirmedBookingOverlaps, unavailabilityOverlaps } from "../bookings/overlaps";
import type { Db } from "../db/client";
import { bookings, companies, vehicles, vehicleUnavailability } from "../db/schema";
import { periodColumns } from "../unavailability/queries";

const profileColumns = {
  id: companies.id,
  name: companies.name,
  contactEmail: companies.contactEmail,
  phone: companies.phone,
  contactFullName: companies.contactFullName,
  address: companies.address,
  cityVillage: companies.cityVillage,
  parish: companies.parish,
  country: companies.country,
};

export async function findCompanyProfile(db: Db, companyId: number) {
  const [row] = await db.select(profileColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function updateCompanyProfile(db: Db, companyId: number, profile: CompanyProfileInput) {
  const [row] = await db.update(companies).set(profile).where(eq(companies.id, companyId)).returning(profileColumns);
  return row;
}

/**
 * Everything the fleet calendar draws for one month, in two queries however large the fleet:
 * every unavailability period and every confirmed booking of the company's vehicles that
 * shares a day with [from, to].
 */
export async function findCompanyCalendar(db: Db, companyId: number, from: IsoDate, to: IsoDate) {
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
  return { periods, bookings: confirmedBookings };
}
