import { and, eq } from "drizzle-orm";
import type { RentalTerms } from "../../domain/rental-terms";
import type { Db } from "../db/client";
import { isCompanyPublic } from "../db/public-listing";
import { companies } from "../db/schema";
import { cancellationPolicyColumns, driverTermsColumns } from "./driver-and-cancellation-terms";
import { listCompanyExtras } from "./extras";
import { listCompanyPlaces } from "./rental-places";
import { listSeasons } from "./seasons";

/**
 * A company's rental terms, as every quote and request of its vehicles applies them
 * (docs/product-rules.md, "Rental terms"); with `publicOnly`, undefined for a company visitors
 * cannot see.
 */
export async function findRentalTerms(
  db: Db,
  companyId: number,
  { publicOnly = false } = {},
): Promise<RentalTerms | undefined> {
  const [terms] = await db
    .select({
      companyId: companies.id,
      currency: companies.currency,
      oneWayReturns: companies.oneWayReturns,
      drivers: driverTermsColumns,
      cancellation: cancellationPolicyColumns,
    })
    .from(companies)
    .where(and(eq(companies.id, companyId), publicOnly ? isCompanyPublic : undefined));
  if (!terms) return undefined;
  // One after the other: inside a request's transaction they share one connection, which takes
  // one query at a time (pg deprecates queueing them on it).
  return {
    ...terms,
    places: await listCompanyPlaces(db, companyId),
    extras: await listCompanyExtras(db, companyId),
    seasons: await listSeasons(db, companyId),
  };
}
