import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { MarketplaceRequestsFilter } from "../../domain/contracts/admin/schemas";
import { DOMINICA_TIME_ZONE } from "../../domain/dates";
import type { Db } from "../db/client";
import { bookings, companies, vehicles } from "../db/schema";

/** Midnight of a Dominica day, as an instant. */
const dominicaMidnight = (day: string) => sql`(${day}::date::timestamp at time zone ${DOMINICA_TIME_ZONE})`;

/**
 * One page of every request of the marketplace for the admin, newest first, filtered in SQL (the
 * `bookings_status_created_at_idx` and `bookings_created_at_idx` indexes of migration 0039).
 */
export async function listMarketplaceRequests(db: Db, query: MarketplaceRequestsFilter) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.companyId !== undefined) conditions.push(eq(vehicles.companyId, query.companyId));
  if (query.from) conditions.push(gte(bookings.createdAt, dominicaMidnight(query.from)));
  if (query.to) conditions.push(lt(bookings.createdAt, sql`${dominicaMidnight(query.to)} + interval '1 day'`));
  const where = and(...conditions);
  const requests = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      createdAt: bookings.createdAt,
      decidedAt: bookings.decidedAt,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      totalPrice: bookings.totalPrice,
      priceCurrency: bookings.priceCurrency,
      vehicle: { id: vehicles.id, make: vehicles.make, model: vehicles.model },
      company: { id: companies.id, name: companies.name },
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(where);
  return { requests, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
