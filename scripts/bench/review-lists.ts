import { and, gt } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";
import { isCompanyPublic } from "../../src/server/db/public-listing";
import { companies, listedVehicles } from "../../src/server/db/schema";

const COMPANY_PAGES = 5;
const VEHICLES = 1_000;

/**
 * The public review lists visitors read (issue 40): every reviewed public company's first five pages
 * and a thousand listed vehicles' first, each address computed once then cached, as the catalogue's.
 */
export async function reviewListUrls(db: Database["db"]) {
  const rated = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(isCompanyPublic, gt(companies.reviewCount, 0)))
    .orderBy(companies.id);
  const listed = await db
    .select({ id: listedVehicles.vehicleId })
    .from(listedVehicles)
    .where(gt(listedVehicles.companyReviewCount, 0))
    .orderBy(listedVehicles.vehicleId)
    .limit(VEHICLES);
  return {
    companies: rated.flatMap(({ id }) =>
      Array.from({ length: COMPANY_PAGES }, (_, n) => `/api/companies/${id}/reviews?page=${n + 1}`),
    ),
    vehicles: listed.map(({ id }) => `/api/vehicles/${id}/reviews`),
  };
}
