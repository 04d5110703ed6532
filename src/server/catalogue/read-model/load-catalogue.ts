import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, unionAll } from "drizzle-orm/pg-core";
import { type IsoDate, LAST_DAY, todayInDominica } from "../../../domain/dates";
import { SEARCH_FILTERS } from "../../../domain/vehicle-search/filters";
import type { Db } from "../../db/client";
import { vehicleDocumentsExpireOn } from "../../db/public-listing";
import { bookings, companies, listedVehicles, vehicles, vehicleUnavailability } from "../../db/schema";
import { listingColumn, publicVehicleJson } from "../../vehicles/listing-queries";
import { type BusyRuns, parseBusyRuns } from "./busy-days";
import { CatalogueModel, type ListingRow } from "./catalogue-model";

/** Which listings or busy days to load: those of these vehicles and these companies. */
export interface ChangeScope {
  vehicleIds: number[];
  companyIds: number[];
}

/**
 * Each filter's column (src/domain/vehicle-search/filters.ts), a text one lowered by the database
 * itself, so that a search matches as its `ilike` does.
 */
const filterColumns = Object.fromEntries(
  SEARCH_FILTERS.flatMap((filter) => {
    if (!("listing" in filter)) return [];
    const column = listingColumn(filter.listing);
    return [[filter.listing, filter.kind === "text" ? sql`lower(${column})` : column]];
  }),
);

/**
 * The listing table's rows as the model keeps them: what the filters read, and the public answer
 * written by the same statement fragment the SQL search uses, so the bytes are the same.
 */
export function loadListings(db: Db, scope?: ChangeScope): Promise<ListingRow[]> {
  return db
    .select({
      id: listedVehicles.vehicleId,
      companyId: listedVehicles.companyId,
      isFeatured: listedVehicles.isFeatured,
      type: listedVehicles.type,
      filters: filterColumns,
      // The instant to the microsecond as fixed-width text: compared as text, it sorts as the database
      // sorts the timestamps (a JavaScript Date keeps only milliseconds).
      createdAt: sql<string>`to_char(${listedVehicles.createdAt} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`,
      // In US$, as the SQL filters and orders compare them (listing-queries.ts).
      dailyPrice: listedVehicles.dailyPriceUsd,
      deposit: listedVehicles.depositUsd,
      image: listedVehicles.image,
      companyRating: listedVehicles.companyRating,
      companyReviewCount: listedVehicles.companyReviewCount,
      json: publicVehicleJson,
      noticeHours: companies.noticeHours,
      longestRentalDays: companies.longestRentalDays,
    })
    .from(listedVehicles)
    .innerJoin(companies, eq(companies.id, listedVehicles.companyId))
    .where(
      scope &&
        or(inArray(listedVehicles.vehicleId, scope.vehicleIds), inArray(listedVehicles.companyId, scope.companyIds)),
    );
}

/**
 * Each vehicle's busy days from `firstDay` on (listed or not: a company made public brings its
 * vehicles' days along) as visitors see them, less the notice, which follows today
 * (docs/product-rules.md, "Availability rules"): periods and confirmed bookings with the company's
 * cleaning days around them, and every day from the papers' expiry — merged by the database
 * (`range_agg`) and cut to [firstDay, LAST_DAY]: no search or window the model answers reaches outside it.
 */
export async function loadBusyRuns(db: Db, firstDay: IsoDate, vehicleIds?: number[]): Promise<Map<number, BusyRuns>> {
  const ofVehicles = (column: AnyPgColumn) => vehicleIds && inArray(column, vehicleIds);
  const blocked = (table: typeof vehicleUnavailability | typeof bookings, condition?: SQL) =>
    db
      .select({
        vehicleId: table.vehicleId,
        days: sql`daterange(greatest(${table.startDate} - ${companies.cleaningDays}, ${firstDay}::date), least(${table.endDate} + ${companies.cleaningDays}, ${LAST_DAY}::date), '[]')`.as(
          "days",
        ),
      })
      .from(table)
      .innerJoin(vehicles, eq(vehicles.id, table.vehicleId))
      .innerJoin(companies, eq(companies.id, vehicles.companyId))
      .where(
        and(
          sql`${table.endDate} + ${companies.cleaningDays} >= ${firstDay}::date`,
          sql`${table.startDate} - ${companies.cleaningDays} <= ${LAST_DAY}::date`,
          ofVehicles(table.vehicleId),
          condition,
        ),
      );
  const days = unionAll(
    blocked(vehicleUnavailability),
    blocked(bookings, eq(bookings.status, "confirmed")),
    db
      .select({
        vehicleId: vehicles.id,
        days: sql`daterange(greatest(${vehicleDocumentsExpireOn}, ${firstDay}::date), ${LAST_DAY}::date, '[]')`.as(
          "days",
        ),
      })
      .from(vehicles)
      .where(and(sql`${vehicleDocumentsExpireOn} <= ${LAST_DAY}::date`, ofVehicles(vehicles.id))),
  ).as("blocked");
  const rows = await db
    .select({ vehicleId: days.vehicleId, runs: sql<string>`range_agg(${days.days})::text` })
    .from(days)
    .groupBy(days.vehicleId);
  return new Map(rows.map((row) => [row.vehicleId as number, parseBusyRuns(row.runs)]));
}

/** The ids of these companies' vehicles: a change of a company's rules reloads their busy days. */
export async function findCompanyVehicleIds(db: Db, companyIds: number[]): Promise<number[]> {
  const rows = await db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.companyId, companyIds));
  return rows.map((row) => row.id);
}

/** The whole model from the database: busy days from today on, then the listings, which take them up. */
export async function buildCatalogueModel(db: Db): Promise<CatalogueModel> {
  const model = new CatalogueModel(todayInDominica());
  model.replaceBusyDays(await loadBusyRuns(db, model.firstDay));
  model.replaceListings(await loadListings(db));
  return model;
}
