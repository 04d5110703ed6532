import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { VEHICLE_TYPES } from "../../domain/constants";
import type { VehicleFilters } from "../../domain/contracts/vehicles";
import type { IsoDate } from "../../domain/dates";
import type { Db } from "../db/client";
import { bookings, companies, vehicles, vehicleUnavailability } from "../db/schema";
import { isCompanyPublic, isVehicleListed, vehicleCompanyJoin } from "./columns";

/** `%` and `_` in a visitor's search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A row in the shape of the `publicVehicle` contract, in its field order: it is sent as built. */
const publicVehicleColumns = {
  id: vehicles.id,
  companyId: vehicles.companyId,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  type: vehicles.type,
  fuelType: vehicles.fuelType,
  transmission: vehicles.transmission,
  doors: vehicles.doors,
  seats: vehicles.seats,
  is4x4: vehicles.is4x4,
  dailyPrice: vehicles.dailyPrice,
  weeklyPrice: vehicles.weeklyPrice,
  monthlyPrice: vehicles.monthlyPrice,
  deposit: vehicles.deposit,
  available: vehicles.available,
  image: vehicles.image,
  createdAt: vehicles.createdAt,
  updatedAt: vehicles.updatedAt,
  company: { id: companies.id, name: companies.name, phone: companies.phone },
};

/**
 * The same rule as `isVehicleFreeBetween` (no period and no confirmed booking shares a day with
 * [start, end]), written as two hashed `not in` sets found through the date-range GiST indexes:
 * a search looks at every vehicle, so "which periods touch these days?" once beats one probe per vehicle.
 */
function isFreeBetween(start: IsoDate, end: IsoDate): SQL {
  const days = sql`daterange(${start}::date, ${end}::date, '[]')`;
  return sql`(${vehicles.id} not in (
    select ${vehicleUnavailability.vehicleId} from ${vehicleUnavailability}
    where daterange(${vehicleUnavailability.startDate}, ${vehicleUnavailability.endDate}, '[]') && ${days}
  ) and ${vehicles.id} not in (
    select ${bookings.vehicleId} from ${bookings}
    where ${bookings.status} = 'confirmed'
      and daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && ${days}
  ))`;
}

/** The spec §2 Vehicles page filters, on the vehicles table alone. */
function vehicleFilterConditions(filters: VehicleFilters): SQL | undefined {
  return and(
    eq(vehicles.isArchived, false),
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
    filters.start && filters.end ? isFreeBetween(filters.start, filters.end) : undefined,
  );
}

/**
 * The public companies (`isCompanyPublic`), each with whether it is featured (design.md: featured
 * companies' vehicles come first): a few hundred rows the vehicles hash-join to, instead of two
 * `exists` probes per vehicle.
 */
function publicCompanies(db: Db) {
  return db.$with("public_companies").as(
    db
      .select({
        id: sql<number>`${companies.id}`.as("public_company_id"),
        // Names written out: in a select list drizzle leaves columns unqualified, and an unqualified
        // "id" inside the subquery would be the user's.
        isFeatured: sql<boolean>`exists (
          select 1 from "users" "featured_user"
          where "featured_user"."company_id" = "companies"."id" and "featured_user"."is_featured" = true
        )`.as("is_featured"),
      })
      .from(companies)
      .where(isCompanyPublic),
  );
}

export interface VehiclePage {
  page: number;
  pageSize: number;
}

/**
 * One page of the public vehicle search (spec §2 Vehicles page) and the number of matches, in one
 * statement: featured companies' vehicles first, then by id, so pages never shift under a reader.
 * The window count and the sort run over narrow (id, featured) rows; only the page's rows are
 * joined back for their columns.
 */
export async function searchListedVehicles(db: Db, filters: VehicleFilters, paging: VehiclePage) {
  const listed = publicCompanies(db);
  const matches = db.$with("matches").as(
    db
      .select({
        id: sql<number>`${vehicles.id}`.as("match_id"),
        isFeatured: sql<boolean>`${listed.isFeatured}`.as("match_featured"),
        total: sql<number>`count(*) over ()`.as("total"),
      })
      .from(vehicles)
      .innerJoin(listed, eq(listed.id, vehicles.companyId))
      .where(vehicleFilterConditions(filters))
      .orderBy(desc(listed.isFeatured), asc(vehicles.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
  );
  const rows = await db
    .with(listed, matches)
    .select({ ...publicVehicleColumns, total: sql<number>`${matches.total}`.mapWith(Number) })
    .from(matches)
    .innerJoin(vehicles, eq(vehicles.id, matches.id))
    .innerJoin(companies, vehicleCompanyJoin)
    .orderBy(desc(matches.isFeatured), asc(matches.id));
  const first = rows[0];
  // Past the last page the window has no row to ride on; only then does the count cost a query.
  const total = first ? first.total : paging.page > 1 ? await countListedVehicles(db, filters) : 0;
  return { vehicles: rows.map(({ total: _total, ...vehicle }) => vehicle), total };
}

async function countListedVehicles(db: Db, filters: VehicleFilters) {
  const listed = publicCompanies(db);
  const [row] = await db
    .with(listed)
    .select({ total: count() })
    .from(vehicles)
    .innerJoin(listed, eq(listed.id, vehicles.companyId))
    .where(vehicleFilterConditions(filters));
  return row?.total ?? 0;
}

/**
 * GET /api/vehicles/facets: per type the count, the lowest daily price and one image, plus the
 * highest price and deposit — what the sliders and Home's cards need, in one grouped statement.
 */
export async function listedVehicleFacets(db: Db, filters: VehicleFilters) {
  const listed = publicCompanies(db);
  const rows = await db
    .with(listed)
    .select({
      type: vehicles.type,
      count: count(),
      minDailyPrice: sql<number>`min(${vehicles.dailyPrice})`.mapWith(Number),
      maxDailyPrice: sql<number>`max(${vehicles.dailyPrice})`.mapWith(Number),
      maxDeposit: sql<number>`max(${vehicles.deposit})`.mapWith(Number),
      image: sql<string | null>`min(${vehicles.image})`,
    })
    .from(vehicles)
    .innerJoin(listed, eq(listed.id, vehicles.companyId))
    .where(vehicleFilterConditions(filters))
    .groupBy(vehicles.type);
  rows.sort((a, b) => VEHICLE_TYPES.indexOf(a.type) - VEHICLE_TYPES.indexOf(b.type));
  const highest = (values: number[]) => (values.length ? Math.max(...values) : null);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    maxDailyPrice: highest(rows.map((row) => row.maxDailyPrice)),
    maxDeposit: highest(rows.map((row) => row.maxDeposit)),
    types: rows.map(({ type, count, minDailyPrice, image }) => ({ type, count, minDailyPrice, image })),
  };
}

/** The most vehicles a company's public fleet answer lists (its landing page); documented in /api/docs. */
export const COMPANY_FLEET_LIMIT = 200;

/** A company's vehicles as visitors see them (its fleet list and landing page), cheapest first. */
export async function listCompanyListedVehicles(db: Db, companyId: number, limit = COMPANY_FLEET_LIMIT) {
  return db
    .select(publicVehicleColumns)
    .from(vehicles)
    .innerJoin(companies, vehicleCompanyJoin)
    .where(and(eq(vehicles.companyId, companyId), isVehicleListed))
    .orderBy(asc(vehicles.dailyPrice), asc(vehicles.id))
    .limit(limit);
}
