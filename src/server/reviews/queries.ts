import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { isCompanyPublic } from "../db/public-listing";
import { bookings, companies, listedVehicles, reviews, vehicles } from "../db/schema";

/** Shown: published and not hidden (docs/product-rules.md, "Reviews"). */
export const isShown = and(isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt));

/**
 * The company's shown rating and count, from its published, not hidden reviews, kept on its row in
 * the transaction that changed them: every listing reads it without counting.
 */
export async function refreshCompanyRatings(tx: Db, companyIds: number[]) {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return;
  await tx
    .update(companies)
    .set({
      rating: sql`(select round(avg(${reviews.rating})::numeric, 1) from ${reviews} where ${reviews.companyId} = ${companies.id} and ${isShown})`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.companyId} = ${companies.id} and ${isShown})`,
    })
    .where(inArray(companies.id, ids));
}

type Paging = { page: number; pageSize: number };

/** The fields both the public lists and the managed ones answer. */
const reviewFields = {
  id: reviews.id,
  rating: sql<number>`${reviews.rating}`,
  ratings: sql<{
    condition: number;
    cleanliness: number;
    handover: number;
    communication: number;
  }>`json_build_object('condition', ${reviews.conditionRating}, 'cleanliness', ${reviews.cleanlinessRating}, 'handover', ${reviews.handoverRating}, 'communication', ${reviews.communicationRating})`,
  comment: reviews.comment,
  renterName: reviews.renterName,
  renterCountry: reviews.renterCountry,
  rentalStart: bookings.startDate,
  vehicle: sql<{
    id: number | null;
    make: string;
    model: string;
    year: number;
  }>`json_build_object('id', ${vehicles.id}, 'make', ${vehicles.make}, 'model', ${vehicles.model}, 'year', ${vehicles.year})`,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  submittedAt: sql<Date>`${reviews.submittedAt}`,
};

/**
 * A page of shown reviews of a company or a vehicle, newest first (each list has its index,
 * migration 0038), as the JSON text the cache keeps, with the company's rating and count. A
 * company's total is that count, kept on its row, a vehicle's is counted with its page: a miss costs
 * two statements (docs/performance.md).
 */
export async function shownReviewPage(
  db: Db,
  of: { companyId: number } | { vehicleId: number },
  paging: Paging,
  company: { rating: number | null; reviewCount: number },
): Promise<string> {
  const where = and(
    "companyId" in of ? eq(reviews.companyId, of.companyId) : eq(reviews.vehicleId, of.vehicleId),
    isShown,
  );
  const rows = await db
    // A vehicle's total comes with its page (counted before the limit), so a miss costs one statement
    // fewer; a company's needs no count (and counting would read all its reviews, not a page).
    .select({ ...reviewFields, total: ("vehicleId" in of ? sql`count(*) over ()` : sql`0`).mapWith(Number) })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(where)
    .orderBy(desc(reviews.submittedAt), desc(reviews.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const total =
    "companyId" in of
      ? company.reviewCount
      : // Past the last page no row says it: then it is counted on its own.
        (rows[0]?.total ?? (await db.select({ total: count() }).from(reviews).where(where))[0]?.total ?? 0);
  return JSON.stringify({
    reviews: rows.map(({ total: _, ...row }) => ({
      ...row,
      submittedAt: new Date(row.submittedAt),
      repliedAt: row.repliedAt,
    })),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
    rating: company.rating,
    reviewCount: company.reviewCount,
  });
}

/** A public company's rating and count; undefined when visitors may not see it. */
export async function publicCompanyRating(db: Db, companyId: number) {
  const [row] = await db
    .select({ rating: companies.rating, reviewCount: companies.reviewCount })
    .from(companies)
    .where(and(eq(companies.id, companyId), isCompanyPublic));
  return row;
}

/** A listed vehicle's company rating, as its listing carries it; undefined when the vehicle is not listed. */
export async function listedVehicleRating(db: Db, vehicleId: number) {
  const [row] = await db
    .select({ rating: listedVehicles.companyRating, reviewCount: listedVehicles.companyReviewCount })
    .from(listedVehicles)
    .where(eq(listedVehicles.vehicleId, vehicleId));
  return row;
}

const statusOf = sql<
  "waiting" | "published" | "hidden"
>`case when ${reviews.hiddenAt} is not null then 'hidden' when ${reviews.publishedAt} is not null then 'published' else 'waiting' end`;

const managedFields = {
  ...reviewFields,
  companyId: reviews.companyId,
  companyName: companies.name,
  bookingReference: bookings.reference,
  status: statusOf,
  publishedAt: reviews.publishedAt,
  hiddenReason: reviews.hiddenReason,
};

/** Written reviews as the admin (all) or their company (published ones) manage them, newest first. */
export async function managedReviews(db: Db, where: SQL | undefined, paging: Paging) {
  const written = and(isNotNull(reviews.submittedAt), where);
  const rows = await db
    .select(managedFields)
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(written)
    .orderBy(desc(reviews.submittedAt), desc(reviews.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [total] = await db.select({ total: count() }).from(reviews).where(written);
  return {
    reviews: rows.map(managedRow),
    total: total?.total ?? 0,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

export async function findManagedReview(db: Db, id: number) {
  const [row] = await db
    .select(managedFields)
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(and(eq(reviews.id, id), isNotNull(reviews.submittedAt)));
  return row && managedRow(row);
}

const managedRow = <Row extends { submittedAt: Date | string }>(row: Row) => ({
  ...row,
  submittedAt: new Date(row.submittedAt),
});

/** What the review page says its link is about. */
export async function findInvitationView(db: Db, reviewId: number) {
  const [row] = await db
    .select({
      language: reviews.language,
      companyName: companies.name,
      vehicle: { make: vehicles.make, model: vehicles.model, year: vehicles.year },
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      windowEndsAt: reviews.windowEndsAt,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(eq(reviews.id, reviewId));
  return row;
}
