import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users, vehicles } from "../db/schema";
import { findAdminCompany, findCompanyProfile } from "./queries";
import { findTradeLicenceInfo } from "./trade-licence";

/** A company as the admin vets it (`companyDetail` contract); undefined for no such company. */
export async function findCompanyDetail(db: Db, companyId: number) {
  const company = await findAdminCompany(db, companyId);
  if (!company) return undefined;
  const profile = await findCompanyProfile(db, companyId);
  if (!profile) return undefined;
  const [owner] =
    company.userId === null
      ? []
      : await db.select({ email: users.email }).from(users).where(eq(users.id, company.userId));
  const fleet = await db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      dailyPrice: vehicles.dailyPrice,
      isArchived: vehicles.isArchived,
    })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.id));
  const tradeLicence = await findTradeLicenceInfo(db, companyId);
  return { company, profile, ownerEmail: owner?.email ?? null, vehicles: fleet, tradeLicence };
}
