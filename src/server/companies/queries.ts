import { and, asc, desc, eq, sql } from "drizzle-orm";
import { accountStatus } from "../../domain/account-status";
import type { CompanyFlags } from "../../domain/contracts/companies";
import type { CompanyProfileValues } from "../../domain/contracts/companies/company-schema";
import type { Db } from "../db/client";
import { isCompanyPublic } from "../db/public-listing";
import { companies, companyRequestFigures, users, vehicles } from "../db/schema";
import { dialablePhone } from "../dialable-phone";

/**
 * Takes the company's row lock for the rest of the transaction, so that two saves of its settings
 * (or a save and its deletion) run one after the other. False when the company does not exist.
 */
export async function lockCompany(tx: Db, companyId: number): Promise<boolean> {
  const rows = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
  return rows.length > 0;
}

/**
 * docs/product-rules.md, "What is listed": a company is featured when an admin featured its user;
 * featured companies come first. Written with explicit names: in a select list drizzle leaves
 * columns unqualified, and an unqualified "id" inside the subquery would be the user's id, not the
 * company's.
 */
const isCompanyFeatured = sql<boolean>`exists (
  select 1 from "users" "featured_user"
  where "featured_user"."company_id" = "companies"."id" and "featured_user"."is_featured" = true
)`;

/** A row in the shape of the `publicCompany` contract. */
const publicCompanyColumns = {
  id: companies.id,
  name: companies.name,
  contactFullName: companies.contactFullName,
  contactEmail: companies.contactEmail,
  phone: companies.phone,
  address: companies.address,
  cityVillage: companies.cityVillage,
  parish: companies.parish,
  country: companies.country,
  latitude: companies.latitude,
  longitude: companies.longitude,
  description: companies.description,
  rating: companies.rating,
  reviewCount: companies.reviewCount,
  isLandingPageEnabled: companies.isLandingPageEnabled,
  isFeatured: isCompanyFeatured,
};

/** The Companies page: only companies whose landing page is on. */
export async function listPublicCompanies(db: Db) {
  return db
    .select(publicCompanyColumns)
    .from(companies)
    .where(and(eq(companies.isLandingPageEnabled, true), isCompanyPublic))
    .orderBy(desc(isCompanyFeatured), sql`${companies.rating} desc nulls last`, asc(companies.name));
}

/** A public company even when its landing page is off, so the page can say it is unavailable. */
export async function findPublicCompany(db: Db, id: number) {
  const [company] = await db
    .select(publicCompanyColumns)
    .from(companies)
    .where(and(eq(companies.id, id), isCompanyPublic));
  return company;
}

/**
 * A company's account: registration creates exactly one user per company (the oldest one when an
 * operator added more). The admin's Active and Featured toggles act on this user.
 */
const accountUserId = sql<
  number | null
>`(select min(${users.id}) from ${users} where ${users.companyId} = ${companies.id})`;

const companyVehicleCount =
  sql<number>`(select count(*) from ${vehicles} where ${vehicles.companyId} = ${companies.id})`.mapWith(Number);

/** A row in the shape of the `adminCompany` contract. */
const adminCompanyColumns = {
  id: companies.id,
  name: companies.name,
  contactFullName: companies.contactFullName,
  contactEmail: companies.contactEmail,
  phone: companies.phone,
  rating: companies.rating,
  reviewCount: companies.reviewCount,
  isLandingPageEnabled: companies.isLandingPageEnabled,
  isArchived: companies.isArchived,
  currency: companies.currency,
  vehicleCount: companyVehicleCount,
  userId: users.id,
  username: users.username,
  isActive: users.isActive,
  isFeatured: users.isFeatured,
  approvedAt: users.approvedAt,
  rejectionReason: users.rejectionReason,
  requestsReceived: sql<number>`coalesce(${companyRequestFigures.requestsReceived}, 0)`.mapWith(Number),
  requestsAnswered: sql<number>`coalesce(${companyRequestFigures.requestsAnswered}, 0)`.mapWith(Number),
  requestsExpired: sql<number>`coalesce(${companyRequestFigures.requestsExpired}, 0)`.mapWith(Number),
  medianAnswerMinutes: companyRequestFigures.medianAnswerMinutes,
  registeredAt: companies.createdAt,
};

function selectAdminCompanies(db: Db) {
  return db
    .select(adminCompanyColumns)
    .from(companies)
    .leftJoin(users, eq(users.id, accountUserId))
    .leftJoin(companyRequestFigures, eq(companyRequestFigures.companyId, companies.id))
    .$dynamic();
}

/** The account's standing from its flags, by the one rule (account-status.ts); null without an account. */
function withStatus<Row extends { isActive: boolean | null; approvedAt: Date | null }>({ approvedAt, ...row }: Row) {
  const status = row.isActive === null ? null : accountStatus({ isActive: row.isActive, approvedAt });
  return { ...row, status };
}

/** Every company with its account's standing and flags and its fleet size, in one query. */
export async function listAdminCompanies(db: Db) {
  return (await selectAdminCompanies(db).orderBy(asc(companies.id))).map(withStatus);
}

export async function findAdminCompany(db: Db, id: number) {
  const [row] = await selectAdminCompanies(db).where(eq(companies.id, id));
  return row && withStatus(row);
}

export async function updateCompanyFlags(db: Db, id: number, flags: CompanyFlags) {
  const [row] = await db.update(companies).set(flags).where(eq(companies.id, id)).returning({ id: companies.id });
  return row ? findAdminCompany(db, id) : undefined;
}

/** A row in the shape of the `companyProfile` contract. */
const profileColumns = {
  id: companies.id,
  name: companies.name,
  contactEmail: companies.contactEmail,
  phone: companies.phone,
  contactFullName: companies.contactFullName,
  address: companies.address,
  cityVillage: companies.cityVillage,
  parish: companies.parish,
  country: companies.country,
  latitude: companies.latitude,
  longitude: companies.longitude,
  currency: companies.currency,
  description: companies.description,
};

export async function findCompanyProfile(db: Db, companyId: number) {
  const [row] = await db.select(profileColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function updateCompanyProfile(db: Db, companyId: number, profile: CompanyProfileValues) {
  const { phoneCountry: _readWithPhone, ...fields } = profile;
  const [row] = await db
    .update(companies)
    .set({ ...fields, phone: dialablePhone(profile) })
    .where(eq(companies.id, companyId))
    .returning(profileColumns);
  return row;
}
