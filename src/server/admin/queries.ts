import { and, asc, count, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import { deleteUserSessions } from "../auth/sessions";
import type { Db } from "../db/client";
import { bookings, companies, images, reviews, users, vehicles, vehicleUnavailability } from "../db/schema";
import { type VehicleResponse, vehicleColumns, vehicleCompanyJoin } from "../vehicles/vehicle-response";

/**
 * A company's account: registration creates exactly one user per company (the oldest one when an
 * operator added more). The admin's Active and Featured toggles act on this user.
 */
const accountUserId = sql<
  number | null
>`(select min(${users.id}) from ${users} where ${users.companyId} = ${companies.id})`;

const companyVehicleCount =
  sql<number>`(select count(*) from ${vehicles} where ${vehicles.companyId} = ${companies.id})`.mapWith(Number);

const adminCompanyColumns = {
  id: companies.id,
  name: companies.name,
  contactFullName: companies.contactFullName,
  contactEmail: companies.contactEmail,
  phone: companies.phone,
  rating: companies.rating,
  isLandingPageEnabled: companies.isLandingPageEnabled,
  isArchived: companies.isArchived,
  vehicleCount: companyVehicleCount,
  userId: users.id,
  username: users.username,
  isActive: users.isActive,
  isFeatured: users.isFeatured,
};

function selectAdminCompanies(db: Db) {
  return db.select(adminCompanyColumns).from(companies).leftJoin(users, eq(users.id, accountUserId)).$dynamic();
}

export type AdminCompany = Awaited<ReturnType<typeof listAdminCompanies>>[number];

/** Every company with its account's flags and its fleet size, in one query. */
export async function listAdminCompanies(db: Db) {
  return selectAdminCompanies(db).orderBy(asc(companies.id));
}

export async function findAdminCompany(db: Db, id: number) {
  const [row] = await selectAdminCompanies(db).where(eq(companies.id, id));
  return row;
}

export async function updateCompanyFlags(
  db: Db,
  id: number,
  flags: { isLandingPageEnabled?: boolean; isArchived?: boolean },
) {
  const [row] = await db.update(companies).set(flags).where(eq(companies.id, id)).returning({ id: companies.id });
  return row ? findAdminCompany(db, id) : undefined;
}

export interface DeletedCompany {
  users: number;
  vehicles: number;
  bookings: number;
  reviews: number;
  unavailabilityPeriods: number;
  images: number;
}

/**
 * Permanently deletes a company with its users (and their sessions), vehicles, bookings, reviews,
 * unavailability periods and stored vehicle images, in one transaction. Rows go through ON DELETE
 * CASCADE; images are not owned by a foreign key, so they are removed here — unless another
 * vehicle still shows the same image.
 */
export async function deleteCompany(db: Db, id: number): Promise<DeletedCompany | undefined> {
  return db.transaction(async (tx) => {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for("update");
    if (!company) return undefined;
    const companyUsers = tx.select({ id: users.id }).from(users).where(eq(users.companyId, id));
    const companyVehicles = tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.companyId, id));
    const imageIds = (
      await tx
        .select({ imageId: vehicles.imageId })
        .from(vehicles)
        .where(and(eq(vehicles.companyId, id), isNotNull(vehicles.imageId)))
    ).flatMap((row) => (row.imageId === null ? [] : [row.imageId]));
    const countWhere = async (
      table: typeof users | typeof vehicles | typeof bookings | typeof reviews | typeof vehicleUnavailability,
      condition: ReturnType<typeof eq>,
    ) => {
      const [row] = await tx.select({ n: count() }).from(table).where(condition);
      return row?.n ?? 0;
    };
    const details: DeletedCompany = {
      users: await countWhere(users, eq(users.companyId, id)),
      vehicles: await countWhere(vehicles, eq(vehicles.companyId, id)),
      // Bookings of the company's vehicles, and any bookings its users made elsewhere.
      bookings: await countWhere(
        bookings,
        sql`${inArray(bookings.vehicleId, companyVehicles)} or ${inArray(bookings.userId, companyUsers)}`,
      ),
      reviews: await countWhere(
        reviews,
        sql`${eq(reviews.companyId, id)} or ${inArray(reviews.vehicleId, companyVehicles)} or ${inArray(reviews.userId, companyUsers)}`,
      ),
      unavailabilityPeriods: await countWhere(
        vehicleUnavailability,
        inArray(vehicleUnavailability.vehicleId, companyVehicles),
      ),
      images: 0,
    };
    await tx.delete(companies).where(eq(companies.id, id));
    if (imageIds.length > 0) {
      const deleted = await tx
        .delete(images)
        .where(
          and(
            inArray(images.id, imageIds),
            notExists(tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.imageId, images.id))),
          ),
        )
        .returning({ id: images.id });
      details.images = deleted.length;
    }
    return details;
  });
}

const userVehicleCount =
  sql<number>`(select count(*) from ${vehicles} where ${vehicles.companyId} = ${users.companyId})`.mapWith(Number);

function selectAdminUsers(db: Db) {
  return db
    .select({ user: users, company: { id: companies.id, name: companies.name }, vehicleCount: userVehicleCount })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .$dynamic();
}

/** Every user with their company's name and fleet size, in one query. */
export async function listAdminUsers(db: Db) {
  return selectAdminUsers(db).orderBy(asc(users.id));
}

export async function findAdminUser(db: Db, id: number) {
  const [row] = await selectAdminUsers(db).where(eq(users.id, id));
  return row;
}

/** Sets a user's Active/Featured flags; deactivating also ends all their sessions (design.md). */
export async function updateUserFlags(db: Db, id: number, flags: { isActive?: boolean; isFeatured?: boolean }) {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(flags).where(eq(users.id, id)).returning({ id: users.id });
    if (!row) return false;
    if (flags.isActive === false) await deleteUserSessions(tx, id);
    return true;
  });
  return updated ? findAdminUser(db, id) : undefined;
}

/** Every vehicle, archived ones included, with its company, in one query. */
export async function listAllVehicles(db: Db): Promise<VehicleResponse[]> {
  return db.select(vehicleColumns).from(vehicles).innerJoin(companies, vehicleCompanyJoin).orderBy(asc(vehicles.id));
}
