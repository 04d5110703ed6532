import { count, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { deletedCompany } from "../../domain/contracts/companies";
import type { Db } from "../db/client";
import { bookings, companies, reviews, users, vehicleImages, vehicles, vehicleUnavailability } from "../db/schema";
import { deleteUnusedImages } from "../images/queries";
import { lockCompany } from "./queries";

type DeletedCompany = z.output<typeof deletedCompany>["details"];

/**
 * Permanently deletes a company with its users (and their sessions), vehicles, bookings, reviews,
 * unavailability periods and stored vehicle images, in one transaction. Rows (galleries too) go
 * through ON DELETE CASCADE; images are not owned by a foreign key, so they are removed here —
 * unless another vehicle still shows the same image.
 */
export async function deleteCompany(db: Db, id: number): Promise<DeletedCompany | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockCompany(tx, id))) return undefined;
    const companyUsers = tx.select({ id: users.id }).from(users).where(eq(users.companyId, id));
    const companyVehicles = tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.companyId, id));
    const imageIds = (
      await tx
        .select({ imageId: vehicleImages.imageId })
        .from(vehicleImages)
        .where(inArray(vehicleImages.vehicleId, companyVehicles))
    ).map((row) => row.imageId);
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
    details.images = await deleteUnusedImages(tx, imageIds);
    return details;
  });
}
