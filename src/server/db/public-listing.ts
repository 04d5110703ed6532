import { eq, sql } from "drizzle-orm";
import { companies, users, vehicles } from "./schema";

// Who is public, shared by every folder's queries (vehicles, companies, images, bookings, availability,
// calendar sync), so none of them imports another for it.

export const vehicleCompanyJoin = eq(companies.id, vehicles.companyId);

/**
 * A company is public once an admin has activated its account (docs/product-rules.md, "What is
 * listed") and while it is not archived. Every public listing and every booking check uses this one
 * condition.
 */
export const isCompanyPublic = sql`(${companies.isArchived} = false and exists (
  select 1 from ${users} where ${users.companyId} = ${companies.id} and ${users.isActive} = true
))`;

/**
 * A company whose account is not suspended (active, or still awaiting approval) and not archived:
 * what it published before (its calendar feeds) keeps working; a suspended one's stops at once.
 */
export const isCompanyInGoodStanding = sql`(${companies.isArchived} = false and exists (
  select 1 from ${users} where ${users.companyId} = ${companies.id} and (${users.isActive} = true or ${users.approvedAt} is null)
))`;

/** A vehicle visitors may see and book: not archived, of a public company. */
export const isVehicleListed = sql`(${vehicles.isArchived} = false and ${isCompanyPublic})`;
