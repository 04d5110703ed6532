import { inArray } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";
import { bookings, reviews, vehicles } from "../../src/server/db/schema";
import { refreshCompanyRatings } from "../../src/server/reviews/queries";
import { benchDay as day } from "./bench-day";

/** Published reviews at the 10k-vehicle scale (issue 40: the lists measured with 50k reviews). */
export const BENCH_REVIEWS = Number(process.env.BENCH_REVIEWS ?? 50_000);
const DAY_MS = 86_400_000;
/** Mostly good, as on the marketplaces the issue names; some low ones, so the means differ. */
const RATINGS = [5, 4, 5, 3, 5, 4, 2, 5, 4, 1] as const;

/**
 * Completed rentals of these companies' vehicles, each with its published review, spread over the
 * past year; one in ten answered, one in a hundred hidden. Then the companies' shown ratings, as the
 * review writes keep them.
 */
export async function seedBenchReviews(
  db: Database["db"],
  { customerId, companyIds, count = BENCH_REVIEWS }: { customerId: number; companyIds: number[]; count?: number },
) {
  const reviewed = await db
    .select({ id: vehicles.id, companyId: vehicles.companyId })
    .from(vehicles)
    .where(inArray(vehicles.companyId, companyIds))
    .orderBy(vehicles.id);
  for (let from = 0; from < count; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - from) }, (_, k) => {
      const r = from + k;
      const vehicle = reviewed[r % reviewed.length] ?? { id: 0, companyId: 0 };
      const daysAgo = 3 + (r % 360);
      return { r, vehicle, daysAgo };
    });
    const booked = await db
      .insert(bookings)
      .values(
        batch.map(({ vehicle, daysAgo }) => ({
          userId: customerId,
          vehicleId: vehicle.id,
          startDate: day(-daysAgo - 3),
          endDate: day(-daysAgo),
          totalPrice: 150,
          status: "completed" as const,
        })),
      )
      .returning({ id: bookings.id });
    await db.insert(reviews).values(
      batch.map(({ r, vehicle, daysAgo }, k) => {
        const rating = RATINGS[r % RATINGS.length] ?? 5;
        const submittedAt = new Date(Date.now() - daysAgo * DAY_MS + (r % 1000) * 1000);
        return {
          bookingId: booked[k]?.id ?? 0,
          companyId: vehicle.companyId,
          vehicleId: vehicle.id,
          userId: customerId,
          windowEndsAt: new Date(submittedAt.getTime() + 14 * DAY_MS),
          rating,
          conditionRating: rating,
          cleanlinessRating: Math.max(1, rating - (r % 2)),
          handoverRating: rating,
          communicationRating: 5,
          comment:
            r % 3 === 0
              ? null
              : `Picked the car up at the ferry terminal, clean and on time. Review ${r}: would rent again.`,
          renterName: ["Grace", "Marie", "John", "Aisha"][r % 4],
          renterCountry: ["United Kingdom", "France", "United States", "Dominica"][r % 4],
          submittedAt,
          publishedAt: submittedAt,
          ...(r % 10 === 0 && { reply: "Thank you, come back soon!", repliedAt: submittedAt }),
          ...(r % 100 === 7 && { hiddenAt: submittedAt, hiddenReason: "unrelated" as const }),
        };
      }),
    );
  }
  await refreshCompanyRatings(db, companyIds);
  return count;
}
