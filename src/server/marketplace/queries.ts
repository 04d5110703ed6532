import { and, asc, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { VehicleFilters } from "../../domain/vehicle-filters";
import { isVehicleFreeBetween } from "../bookings/overlaps";
import type { Db } from "../db/client";
import { companies, vehicles } from "../db/schema";
import { isCompanyPublic, isVehicleListed, vehicleColumns, vehicleCompanyJoin } from "../vehicles/vehicle-response";

/** `%` and `_` in a visitor's search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The public vehicle search (spec §2 Vehicles page): one query whatever the filters. */
export async function listVehicles(db: Db, filters: VehicleFilters = {}) {
  const conditions: (SQL | undefined)[] = [
    isVehicleListed,
    filters.type ? eq(vehicles.type, filters.type) : undefined,
    filters.q
      ? sql`(${vehicles.make} || ' ' || ${vehicles.model}) ilike ${likePattern(filters.q)} escape '\\'`
      : undefined,
    filters.doors !== undefined ? eq(vehicles.doors, filters.doors) : undefined,
    filters.seats !== undefined ? eq(vehicles.seats, filters.seats) : undefined,
    filters.minPrice !== undefined ? gte(vehicles.dailyPrice, filters.minPrice) : undefined,
    filters.maxPrice !== undefined ? lte(vehicles.dailyPrice, filters.maxPrice) : undefined,
    filters.minDeposit !== undefined ? gte(vehicles.deposit, filters.minDeposit) : undefined,
    filters.maxDeposit !== undefined ? lte(vehicles.deposit, filters.maxDeposit) : undefined,
    filters.start && filters.end ? isVehicleFreeBetween(filters.start, filters.end) : undefined,
  ];
  return db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(companies, vehicleCompanyJoin)
    .where(and(...conditions))
    .orderBy(asc(vehicles.dailyPrice), asc(vehicles.id));
}

export async function listCompanyVehicles(db: Db, companyId: number) {
  return db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(companies, vehicleCompanyJoin)
    .where(and(eq(vehicles.companyId, companyId), isVehicleListed))
    .orderBy(asc(vehicles.dailyPrice), asc(vehicles.id));
}

/**
 * Design.md: a company is featured when an admin featured its user; featured companies come first.
 * Written with explicit names: in a select list drizzle leaves columns unqualified, and an
 * unqualified "id" inside the subquery would be the user's id, not the company's.
 */
const isCompanyFeatured = sql<boolean>`exists (
  select 1 from "users" "featured_user"
  where "featured_user"."company_id" = "companies"."id" and "featured_user"."is_featured" = true
)`;

const companyColumns = {
  id: companies.id,
  name: companies.name,
  contactFullName: companies.contactFullName,
  contactEmail: companies.contactEmail,
  phone: companies.phone,
  address: companies.address,
  cityVillage: companies.cityVillage,
  parish: companies.parish,
  country: companies.country,
  rating: companies.rating,
  isLandingPageEnabled: companies.isLandingPageEnabled,
  isFeatured: isCompanyFeatured,
};

/** Spec §2 Companies page: only companies whose landing page is on. */
export async function listPublicCompanies(db: Db) {
  return db
    .select(companyColumns)
    .from(companies)
    .where(and(eq(companies.isLandingPageEnabled, true), isCompanyPublic))
    .orderBy(desc(isCompanyFeatured), sql`${companies.rating} desc nulls last`, asc(companies.name));
}

/** A public company even when its landing page is off, so the page can say it is unavailable. */
export async function findPublicCompany(db: Db, id: number) {
  const [company] = await db
    .select(companyColumns)
    .from(companies)
    .where(and(eq(companies.id, id), isCompanyPublic));
  return company;
}
