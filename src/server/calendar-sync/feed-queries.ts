import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import { addDays, type IsoDate } from "../../domain/dates";
import { vehicleName } from "../../domain/vehicle-name";
import type { Db } from "../db/client";
import { isCompanyInGoodStanding } from "../db/public-listing";
import { bookings, calendarFeeds, companies, vehicles, vehicleUnavailability } from "../db/schema";
import { notFound } from "../errors";
import { hashSecretToken, newSecretToken } from "../secret-tokens";
import type { FeedEvent } from "./ical-writer";

/** Past events a feed still carries, so a subscribed calendar keeps the recent history. */
export const FEED_HISTORY_DAYS = 90;

/** The fleet feed and one feed per active vehicle, each saying whether its link exists. */
export async function listCalendarFeeds(db: Db, companyId: number) {
  const fleet = await db
    .select({ id: vehicles.id, make: vehicles.make, model: vehicles.model })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.isArchived, false)))
    .orderBy(asc(vehicles.make), asc(vehicles.model), asc(vehicles.id));
  const links = await db
    .select({ vehicleId: calendarFeeds.vehicleId, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.companyId, companyId));
  const createdAt = (vehicleId: number | null) => links.find((l) => l.vehicleId === vehicleId)?.createdAt ?? null;
  return [
    { vehicleId: null, name: "Whole fleet", createdAt: createdAt(null) },
    ...fleet.map((v) => ({ vehicleId: v.id, name: vehicleName(v), createdAt: createdAt(v.id) })),
  ].map((feed) => ({ ...feed, hasLink: feed.createdAt !== null }));
}

/**
 * Makes a new secret link for a feed, replacing the old one (which stops working at once). Returns
 * the token: it is never stored, so this is the only moment it can be shown.
 */
export async function regenerateFeedToken(db: Db, companyId: number, vehicleId: number | null) {
  if (vehicleId !== null) {
    const [vehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.companyId, companyId)));
    if (!vehicle) throw notFound("Vehicle", vehicleId);
  }
  const token = newSecretToken();
  const tokenHash = hashSecretToken(token);
  const createdAt = new Date();
  await db
    .insert(calendarFeeds)
    .values({ companyId, vehicleId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: [calendarFeeds.companyId, calendarFeeds.vehicleId], set: { tokenHash, createdAt } });
  return { token, createdAt };
}

/** Which feed a token opens, or undefined for an unknown (or replaced) token or a suspended company. */
export async function findFeedByToken(db: Db, token: string) {
  const [feed] = await db
    .select({
      companyId: calendarFeeds.companyId,
      vehicleId: calendarFeeds.vehicleId,
      companyName: companies.name,
      make: vehicles.make,
      model: vehicles.model,
    })
    .from(calendarFeeds)
    .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
    .leftJoin(vehicles, eq(vehicles.id, calendarFeeds.vehicleId))
    .where(and(eq(calendarFeeds.tokenHash, hashSecretToken(token)), isCompanyInGoodStanding));
  if (!feed) return undefined;
  const { make, model, ...rest } = feed;
  return {
    ...rest,
    name: make && model ? `${feed.companyName}: ${vehicleName({ make, model })}` : `${feed.companyName}: whole fleet`,
  };
}

/** UIDs stay the same whatever host name the feed is fetched through. */
const UID_DOMAIN = "dominica-car-rental";

const BOOKED_STATUSES = ["confirmed", "pending"] as const;

/**
 * The events of a feed: confirmed bookings, pending requests (tentative) and the periods entered
 * by hand, from FEED_HISTORY_DAYS ago on. Periods imported from other calendars are left out, so a
 * channel that imports this feed and exports its own never sees its own events echoed back. No
 * customer data: a feed link can be forwarded, so it carries only what the calendar needs.
 */
export async function findFeedEvents(
  db: Db,
  feed: { companyId: number; vehicleId: number | null },
  today: IsoDate,
): Promise<FeedEvent[]> {
  const since = addDays(today, -FEED_HISTORY_DAYS);
  const ofFeed = and(
    eq(vehicles.companyId, feed.companyId),
    feed.vehicleId === null ? undefined : eq(vehicles.id, feed.vehicleId),
  );
  const bookingRows = await db
    .select({
      id: bookings.id,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      status: bookings.status,
      make: vehicles.make,
      model: vehicles.model,
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(and(ofFeed, inArray(bookings.status, [...BOOKED_STATUSES]), gte(bookings.endDate, since)))
    .orderBy(asc(bookings.startDate), asc(bookings.id));
  const periodRows = await db
    .select({
      id: vehicleUnavailability.id,
      startDate: vehicleUnavailability.startDate,
      endDate: vehicleUnavailability.endDate,
      reason: vehicleUnavailability.reason,
      make: vehicles.make,
      model: vehicles.model,
    })
    .from(vehicleUnavailability)
    .innerJoin(vehicles, eq(vehicles.id, vehicleUnavailability.vehicleId))
    .where(and(ofFeed, isNull(vehicleUnavailability.calendarImportId), gte(vehicleUnavailability.endDate, since)))
    .orderBy(asc(vehicleUnavailability.startDate), asc(vehicleUnavailability.id));
  return [
    ...bookingRows.map(
      (b): FeedEvent => ({
        uid: `booking-${b.id}@${UID_DOMAIN}`,
        startDate: b.startDate,
        endDate: b.endDate,
        summary: `${b.status === "confirmed" ? "Booked" : "Booking request"}: ${vehicleName(b)}`,
        description: `Booking #${b.id} (${b.status})`,
        status: b.status === "confirmed" ? "CONFIRMED" : "TENTATIVE",
      }),
    ),
    ...periodRows.map(
      (p): FeedEvent => ({
        uid: `period-${p.id}@${UID_DOMAIN}`,
        startDate: p.startDate,
        endDate: p.endDate,
        summary: `Unavailable (${p.reason ?? "no reason given"}): ${vehicleName(p)}`,
        status: "CONFIRMED",
      }),
    ),
  ];
}
