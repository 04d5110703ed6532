import { and, asc, count, desc, eq, gte, is, lte, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, PgColumn } from "drizzle-orm/pg-core";
import { AVAILABILITY_RULE_LIMITS } from "../../domain/availability-rules";
import { BOOKING_LIMITS, VEHICLE_TYPES } from "../../domain/constants";
import {
  COMPANY_FLEET_LIMIT,
  publicVehicle,
  type VehicleFilters,
  type VehicleSort,
} from "../../domain/contracts/vehicles";
import { type IsoDate, LAST_DAY, rentalDays, todayInDominica } from "../../domain/dates";
import { type Wanted, wantedOf } from "../../domain/vehicle-search/filter-kinds";
import { type ListingColumnName, SEARCH_FILTERS } from "../../domain/vehicle-search/filters";
import type { Db } from "../db/client";
import { vehicleDocumentsExpireOn } from "../db/public-listing";
import { bookings, companies, listedVehicles, vehicles, vehicleUnavailability } from "../db/schema";

/** `%` and `_` in a visitor's search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The public rule of `findListedVehicleAvailability` (docs/product-rules.md, "Availability rules"):
 * no period and no confirmed booking within the company's cleaning days of [start, end], a start
 * the notice allows, a length the company takes, and papers that do not expire by the end. Written
 * as hashed `not in` sets: the stretches near these days are found once through the date-range
 * GiST indexes (widened by the most cleaning days any company may keep, then held to the company's
 * own), which beats one probe per vehicle when a search looks at every vehicle.
 */
function isFreeBetween(start: IsoDate, end: IsoDate, today: IsoDate): SQL {
  const near = sql`daterange(${start}::date - ${AVAILABILITY_RULE_LIMITS.cleaningDays}::int, ${end}::date + ${AVAILABILITY_RULE_LIMITS.cleaningDays}::int, '[]')`;
  const blockedNear = (table: typeof vehicleUnavailability | typeof bookings, condition: SQL = sql`true`) => sql`
    select ${table.vehicleId} from ${table}
    join ${vehicles} on ${vehicles.id} = ${table.vehicleId}
    join ${companies} on ${companies.id} = ${vehicles.companyId}
    where daterange(${table.startDate}, ${table.endDate}, '[]') && ${near} and ${condition}
      and ${table.startDate} - ${companies.cleaningDays} <= ${end}::date
      and ${table.endDate} + ${companies.cleaningDays} >= ${start}::date`;
  return sql`(${listedVehicles.vehicleId} not in (${blockedNear(vehicleUnavailability)})
    and ${listedVehicles.vehicleId} not in (${blockedNear(bookings, sql`${bookings.status} = 'confirmed'`)})
    and ${listedVehicles.companyId} not in (
      select ${companies.id} from ${companies}
      where ${start}::date < ${today}::date + ceil(${companies.noticeHours} / 24.0)::int
        or ${companies.longestRentalDays} < ${rentalDays(start, end)}::int
    ) and ${listedVehicles.vehicleId} not in (
      select ${vehicles.id} from ${vehicles}
      where ${vehicleDocumentsExpireOn} <= ${end}::date
    ))`;
}

/**
 * The listed vehicle has a day it could be rented from within the booking horizon
 * (docs/product-rules.md, "What is listed"): some day from the first its company's notice allows to
 * `BOOKING_LIMITS.horizonDays` ahead is not blocked — by a period or a confirmed booking with the
 * cleaning days around it, or by papers lapsed. Only such vehicles are "available" on Home and the
 * catalogue. The read model asks the same of its busy runs (`hasFreeDayWithin`).
 */
function hasBookableDay(today: IsoDate): SQL {
  const blocked = (table: typeof vehicleUnavailability | typeof bookings, condition: SQL = sql`true`) => sql`
    select daterange(${table.startDate} - ${companies.cleaningDays}, ${table.endDate} + ${companies.cleaningDays}, '[]') as days
    from ${table} where ${table.vehicleId} = ${vehicles.id} and ${condition}`;
  return sql`${listedVehicles.vehicleId} not in (
    select ${vehicles.id} from ${vehicles}
    join ${companies} on ${companies.id} = ${vehicles.companyId}
    where (
      select range_agg(blocked.days) from (
        ${blocked(vehicleUnavailability)}
        union all ${blocked(bookings, sql`${bookings.status} = 'confirmed'`)}
        union all select daterange(${vehicleDocumentsExpireOn}, ${LAST_DAY}::date, '[]')
          where ${vehicleDocumentsExpireOn} <= ${LAST_DAY}::date
      ) as blocked
    ) @> daterange(
      ${today}::date + ceil(${companies.noticeHours} / 24.0)::int,
      ${today}::date + ${BOOKING_LIMITS.horizonDays}::int,
      '[]'
    )
  )`;
}

/** A filter's column of the listing: tsc refuses a table entry naming a column `listed_vehicles` lacks. */
export const listingColumn = (name: string) => listedVehicles[name as ListingColumnName];

/** What one filter asks (`wantedOf`), on the listed vehicles. */
function condition(wanted: Wanted, today: IsoDate): SQL | undefined {
  if (wanted.compare === "freeBetween") return isFreeBetween(wanted.start, wanted.end, today);
  const column = listingColumn(wanted.listing);
  switch (wanted.compare) {
    case "equals":
      return eq(column, wanted.value);
    case "atLeast":
      return gte(column, wanted.value);
    case "includes":
      // `@>`, not `= any(…)`: the GIN index on the column answers it.
      return sql`${column} @> array[${wanted.value}]::text[]`;
    case "between":
      return and(
        wanted.min === undefined ? undefined : gte(column, wanted.min),
        wanted.max === undefined ? undefined : lte(column, wanted.max),
      );
    case "contains":
      return sql`${column} ilike ${likePattern(wanted.text)} escape '\\'`;
  }
}

/**
 * The Vehicles page filters (src/domain/vehicle-search/filters.ts), on the listed vehicles that have
 * a bookable day: the search and the facets (Home's counts) count no vehicle that cannot be rented.
 */
function vehicleFilterConditions(filters: VehicleFilters): SQL | undefined {
  const today = todayInDominica();
  return and(
    hasBookableDay(today),
    ...SEARCH_FILTERS.map((filter) => {
      const wanted = wantedOf(filter, filters);
      return wanted && condition(wanted, today);
    }),
  );
}

/**
 * The listing's columns for each field of the `publicVehicle` contract, in the contract's order:
 * a selected row is the vehicle's answer, so JSON.stringify writes it as the contract's encoder
 * would (a Date as its ISO string).
 */
const publicVehicleColumns = inContractOrder({
  id: listedVehicles.vehicleId,
  companyId: listedVehicles.companyId,
  make: listedVehicles.make,
  model: listedVehicles.model,
  year: listedVehicles.year,
  type: listedVehicles.type,
  fuelType: listedVehicles.fuelType,
  transmission: listedVehicles.transmission,
  doors: listedVehicles.doors,
  seats: listedVehicles.seats,
  is4x4: listedVehicles.is4x4,
  dailyPrice: listedVehicles.dailyPrice,
  weeklyPrice: listedVehicles.weeklyPrice,
  monthlyPrice: listedVehicles.monthlyPrice,
  deposit: listedVehicles.deposit,
  currency: listedVehicles.currency,
  available: listedVehicles.available,
  image: listedVehicles.image,
  imageColor: listedVehicles.imageColor,
  createdAt: listedVehicles.createdAt,
  updatedAt: listedVehicles.updatedAt,
  company: {
    id: listedVehicles.companyId,
    name: listedVehicles.companyName,
    phone: listedVehicles.companyPhone,
    rating: listedVehicles.companyRating,
    reviewCount: listedVehicles.companyReviewCount,
  },
});

function inContractOrder<Columns extends Record<keyof typeof publicVehicle.shape, unknown>>(columns: Columns) {
  return Object.fromEntries(
    Object.keys(publicVehicle.shape).map((key) => [key, columns[key as keyof Columns]]),
  ) as Columns;
}

type JsonShape = { [key: string]: AnyPgColumn | JsonShape };

/**
 * The statement writes each row's answer from the shape above, byte for byte as JSON.stringify
 * would (no spaces, the shape's key order; a timestamp as its ISO string, money as a plain number),
 * so PGlite hands over one text field a row rather than decoding twenty-odd (docs/performance.md,
 * "Listing JSON"). The keys are ours, written into the statement as constants.
 */
function jsonObject(shape: JsonShape): SQL {
  const parts = Object.entries(shape).map(([key, value], index) => {
    const json = is(value, PgColumn)
      ? sql`coalesce(to_json(${jsonValue(value)})::text, 'null')`
      : jsonObject(value as JsonShape);
    return sql`${sql.raw(`'${index === 0 ? "{" : ","}${JSON.stringify(key)}:'`)}, ${json}`;
  });
  return sql`concat(${sql.join(parts, sql`, `)}, '}')`;
}

function jsonValue(column: AnyPgColumn): SQL {
  if (column.columnType.startsWith("PgTimestamp")) {
    return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  if (column.columnType.startsWith("PgNumeric")) return sql`${column}::float8`;
  return sql`${column}`;
}

/** The public answer of a listed vehicle, written by the statement (above). */
export const publicVehicleJson = sql<string>`${jsonObject(publicVehicleColumns)}`;
/** A listed vehicle's public answer as the search writes it; undefined when it is not listed. */
export async function findListedVehicleJson(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ json: publicVehicleJson })
    .from(listedVehicles)
    .where(eq(listedVehicles.vehicleId, id));
  return row?.json;
}

const jsonList = (rows: { json: string }[]) => `[${rows.map((row) => row.json).join(",")}]`;

export interface VehiclePage {
  page: number;
  pageSize: number;
}

/**
 * The search's order, each ending on the vehicle id so that pages never shift under a reader; each
 * has its index (db/schema.ts). The read model sorts alike (catalogue-model.ts, `searchOrders`).
 */
const SEARCH_ORDERS: Record<VehicleSort | "featured", SQL[]> = {
  featured: [desc(listedVehicles.isFeatured), asc(listedVehicles.vehicleId)],
  price: [asc(listedVehicles.dailyPriceUsd), asc(listedVehicles.vehicleId)],
  newest: [desc(listedVehicles.createdAt), asc(listedVehicles.vehicleId)],
  // "New" companies (no shown review) after every rated one.
  rating: [
    sql`${listedVehicles.companyRating} desc nulls last`,
    desc(listedVehicles.companyReviewCount),
    desc(listedVehicles.isFeatured),
    asc(listedVehicles.vehicleId),
  ],
};

/**
 * One page of the public vehicle search (the Vehicles page) as the JSON list to send, and the
 * number of matches, in the order asked (featured companies' vehicles first unless told). Without dates the page walks an index in that order and stops after it, and a second
 * statement counts (a window count would make the page visit every match). With dates, finding
 * the busy vehicles is the dear part, so one statement does it once: the window count and the
 * sort run over the narrow matches and only the page's rows bring their public fields.
 */
export async function searchListedVehicles(db: Db, filters: VehicleFilters, paging: VehiclePage) {
  const where = vehicleFilterConditions(filters);
  const offset = (paging.page - 1) * paging.pageSize;
  const order = SEARCH_ORDERS[filters.sort ?? "featured"];
  const countMatches = async () =>
    (await db.select({ total: count() }).from(listedVehicles).where(where))[0]?.total ?? 0;
  if (!(filters.start && filters.end)) {
    const rows = await db
      .select({ json: publicVehicleJson })
      .from(listedVehicles)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(offset);
    return { json: jsonList(rows), total: await countMatches() };
  }
  const matches = db.$with("matches").as(
    db
      .select({
        id: sql<number>`${listedVehicles.vehicleId}`.as("match_id"),
        total: sql<number>`count(*) over ()`.as("total"),
      })
      .from(listedVehicles)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(offset),
  );
  const rows = await db
    .with(matches)
    .select({ json: publicVehicleJson, total: sql<number>`${matches.total}`.mapWith(Number) })
    .from(matches)
    .innerJoin(listedVehicles, eq(listedVehicles.vehicleId, matches.id))
    .orderBy(...order);
  // Past the last page the window has no row to ride on; only then does the count cost a statement.
  const total = rows[0]?.total ?? (paging.page > 1 ? await countMatches() : 0);
  return { json: jsonList(rows), total };
}

/** The picture of the first vehicle of the parameterless search's first page, if it has one. */
export async function findFirstListedImage(db: Db): Promise<string | null> {
  const [first] = await db
    .select({ image: listedVehicles.image })
    .from(listedVehicles)
    .orderBy(...SEARCH_ORDERS.featured)
    .limit(1);
  return first?.image ?? null;
}

/**
 * GET /api/vehicles/facets: per type the count, the lowest daily price and one image, plus the
 * highest price and deposit — what the sliders and Home's cards need, in one grouped statement.
 */
export async function listedVehicleFacets(db: Db, filters: VehicleFilters) {
  const rows = await db
    .select({
      type: listedVehicles.type,
      count: count(),
      minDailyPrice: sql<number>`min(${listedVehicles.dailyPriceUsd})`.mapWith(Number),
      maxDailyPrice: sql<number>`max(${listedVehicles.dailyPriceUsd})`.mapWith(Number),
      maxDeposit: sql<number>`max(${listedVehicles.depositUsd})`.mapWith(Number),
      // By code point whatever the database's locale, as the read model compares.
      image: sql<string | null>`min(${listedVehicles.image} collate "C")`,
    })
    .from(listedVehicles)
    .where(vehicleFilterConditions(filters))
    .groupBy(listedVehicles.type);
  rows.sort((a, b) => VEHICLE_TYPES.indexOf(a.type) - VEHICLE_TYPES.indexOf(b.type));
  const highest = (values: number[]) => (values.length ? Math.max(...values) : null);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    maxDailyPrice: highest(rows.map((row) => row.maxDailyPrice)),
    maxDeposit: highest(rows.map((row) => row.maxDeposit)),
    types: rows.map(({ type, count, minDailyPrice, image }) => ({ type, count, minDailyPrice, image })),
  };
}

/**
 * A company's vehicles as visitors see them (its fleet list and landing page), cheapest first, as
 * the JSON list of the `publicVehicle` contract, with how many there are.
 */
export async function listCompanyListedVehicles(db: Db, companyId: number, limit = COMPANY_FLEET_LIMIT) {
  const rows = await db
    .select({ json: publicVehicleJson })
    .from(listedVehicles)
    .where(eq(listedVehicles.companyId, companyId))
    .orderBy(asc(listedVehicles.dailyPriceUsd), asc(listedVehicles.vehicleId))
    .limit(limit);
  return { json: jsonList(rows), count: rows.length };
}
