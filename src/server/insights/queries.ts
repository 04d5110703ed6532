import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { type DayRange, DOMINICA_TIME_ZONE, type IsoDate } from "../../domain/dates";
import type { Db } from "../db/client";
import { bookings, companies, vehicleDailyInsights, vehicles, vehicleUnavailability } from "../db/schema";
import type { DayCounts } from "./counters";

/** Rows a flush writes in one statement. */
const ROWS_PER_STATEMENT = 1_000;

/**
 * Adds the counts to `vehicle_daily_insights`, never overwriting: instances that flush at once each
 * add their own. All of it or nothing (a failed flush is put back and written again whole). A vehicle
 * deleted since it was counted is skipped (its figures went with it): its row is locked as it is
 * read, so a delete committed meanwhile is seen, never met as a broken reference.
 */
export async function addInsightCounts(db: Db, rows: readonly DayCounts[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
      const batch = rows.slice(at, at + ROWS_PER_STATEMENT);
      await tx.execute(sql`
        insert into vehicle_daily_insights (vehicle_id, day, views, quotes, lost_searches)
        select c."vehicleId", c.day, c.views, c.quotes, c."lostSearches"
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          as c("vehicleId" int, day date, views int, quotes int, "lostSearches" int)
          join vehicles v on v.id = c."vehicleId"
        for key share of v
        on conflict (vehicle_id, day) do update set
          views = vehicle_daily_insights.views + excluded.views,
          quotes = vehicle_daily_insights.quotes + excluded.quotes,
          lost_searches = vehicle_daily_insights.lost_searches + excluded.lost_searches`);
    }
  });
}

/** The company's currency and every vehicle it has, archived ones too; undefined for no such company. */
export async function findInsightVehicles(db: Db, companyId: number) {
  const [company] = await db
    .select({ currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return undefined;
  const fleet = await db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      isArchived: vehicles.isArchived,
      addedOn: sql<IsoDate>`(${vehicles.createdAt} at time zone ${DOMINICA_TIME_ZONE})::date::text`,
      insuranceExpiryDate: vehicles.insuranceExpiryDate,
      licenseExpiryDate: vehicles.licenseExpiryDate,
    })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(vehicles.id);
  return { currency: company.currency, fleet };
}

/** The counted views, quotes and lost searches of the vehicles over the period, summed per vehicle. */
export function sumCountedInsights(db: Db, vehicleIds: number[], period: DayRange) {
  return db
    .select({
      vehicleId: vehicleDailyInsights.vehicleId,
      views: sql<number>`sum(${vehicleDailyInsights.views})::int`,
      quotes: sql<number>`sum(${vehicleDailyInsights.quotes})::int`,
      lostSearches: sql<number>`sum(${vehicleDailyInsights.lostSearches})::int`,
    })
    .from(vehicleDailyInsights)
    .where(
      and(
        inArray(vehicleDailyInsights.vehicleId, vehicleIds),
        gte(vehicleDailyInsights.day, period.startDate),
        lte(vehicleDailyInsights.day, period.endDate),
      ),
    )
    .groupBy(vehicleDailyInsights.vehicleId);
}

/** The requests received over the period (by Dominica day), with what became of them. */
export function findPeriodRequests(db: Db, vehicleIds: number[], period: DayRange) {
  const receivedOn = sql`(${bookings.createdAt} at time zone ${DOMINICA_TIME_ZONE})::date`;
  return db
    .select({
      vehicleId: bookings.vehicleId,
      status: bookings.status,
      totalPrice: bookings.totalPrice,
      priceCurrency: bookings.priceCurrency,
      createdAt: bookings.createdAt,
      decidedAt: bookings.decidedAt,
      supersededBy: bookings.supersededBy,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.vehicleId, vehicleIds),
        sql`${receivedOn} between ${period.startDate}::date and ${period.endDate}::date`,
      ),
    );
}

/** The confirmed and completed bookings and the unavailability periods that touch the period. */
export async function findPeriodCalendars(db: Db, vehicleIds: number[], period: DayRange) {
  const [booked, blocked] = await Promise.all([
    db
      .select({ vehicleId: bookings.vehicleId, startDate: bookings.startDate, endDate: bookings.endDate })
      .from(bookings)
      .where(
        and(
          inArray(bookings.vehicleId, vehicleIds),
          inArray(bookings.status, ["confirmed", "completed"]),
          lte(bookings.startDate, period.endDate),
          gte(bookings.endDate, period.startDate),
        ),
      ),
    db
      .select({
        vehicleId: vehicleUnavailability.vehicleId,
        startDate: vehicleUnavailability.startDate,
        endDate: vehicleUnavailability.endDate,
      })
      .from(vehicleUnavailability)
      .where(
        and(
          inArray(vehicleUnavailability.vehicleId, vehicleIds),
          lte(vehicleUnavailability.startDate, period.endDate),
          gte(vehicleUnavailability.endDate, period.startDate),
        ),
      ),
  ]);
  return { booked, blocked };
}
