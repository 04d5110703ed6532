import { eq, sql } from "drizzle-orm";
import { companies, listedVehicles, publicCompanies, users, vehicles } from "./schema";

// Who is public, shared by every folder's queries (vehicles, companies, images, bookings, availability,
// calendar sync), so none of them imports another for it.

export const vehicleCompanyJoin = eq(companies.id, vehicles.companyId);

/**
 * A company is public once an admin has activated its account and while it is not archived
 * (docs/product-rules.md, "What is listed"). The rule itself is the `public_companies` view
 * (migration 0009), which the listing table is built from too.
 */
export const isCompanyPublic = sql`(${companies.id} in (select ${publicCompanies.id} from ${publicCompanies}))`;

/**
 * A company whose account is not suspended (active, or still awaiting approval) and not archived:
 * what it published before (its calendar feeds) keeps working; a suspended one's stops at once.
 */
export const isCompanyInGoodStanding = sql`(${companies.isArchived} = false and exists (
  select 1 from ${users} where ${users.companyId} = ${companies.id} and (${users.isActive} = true or ${users.approvedAt} is null)
))`;

/**
 * A vehicle visitors may see and book: not archived, of a public company — one that the listing
 * table holds (kept from the `listable_vehicles` view by triggers in the writing transaction).
 */
export const isVehicleListed = sql`exists (
  select 1 from ${listedVehicles} where ${listedVehicles.vehicleId} = ${vehicles.id}
)`;

/**
 * The first day a vehicle's papers no longer cover (`documentsExpireOn` in src/domain/availability-rules.ts):
 * visitors see it busy from then on. Migration 0022 indexes the expression.
 */
export const vehicleDocumentsExpireOn = sql`least(${vehicles.insuranceExpiryDate}, ${vehicles.licenseExpiryDate})`;
