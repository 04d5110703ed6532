import { and, asc, count, eq, gte, or } from "drizzle-orm";
import type { z } from "zod";
import type { deletedVehicle } from "../../domain/contracts/vehicles";
import type { VehicleData } from "../../domain/contracts/vehicles/vehicle-schema";
import { todayInDominica } from "../../domain/dates";
import type { Db } from "../db/client";
import { isVehicleListed, vehicleCompanyJoin } from "../db/public-listing";
import { bookings, companies, images, reviews, vehicleImages, vehicles, vehicleUnavailability } from "../db/schema";
import { conflict } from "../errors";
import { deleteUnusedImages, prepareImageInput } from "../images/queries";
import { refreshCompanyRatings } from "../reviews/queries";
import { coverImageJoin, vehicleColumns } from "./columns";
import { setCoverFromForm } from "./gallery";

export async function findVehicle(db: Db, id: number) {
  const [row] = await db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(companies, vehicleCompanyJoin)
    .leftJoin(images, coverImageJoin)
    .where(eq(vehicles.id, id));
  return row;
}

/** What a quote needs of a vehicle (src/domain/pricing.ts), its company and whether visitors see it. */
export async function findPricedVehicle(db: Db, id: number) {
  const [row] = await db
    .select({
      companyId: vehicles.companyId,
      isListed: isVehicleListed,
      dailyPrice: vehicles.dailyPrice,
      weeklyPrice: vehicles.weeklyPrice,
      monthlyPrice: vehicles.monthlyPrice,
      deposit: vehicles.deposit,
      currency: companies.currency,
    })
    .from(vehicles)
    .innerJoin(companies, vehicleCompanyJoin)
    .where(eq(vehicles.id, id));
  return row;
}

export async function listCompanyVehicles(db: Db, companyId: number) {
  return db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(companies, vehicleCompanyJoin)
    .leftJoin(images, coverImageJoin)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(vehicles.make, vehicles.model, vehicles.id);
}

/** Vehicle columns a create or full update writes (the image is handled separately). */
function vehicleValues(data: VehicleData) {
  const { image: _image, ...values } = data;
  return values;
}

/**
 * Creates a vehicle; an uploaded image is decoded and re-encoded before the transaction opens and
 * becomes the first photo of its gallery.
 */
export async function insertVehicle(db: Db, companyId: number, data: VehicleData) {
  const imageInput = await prepareImageInput(data.image);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vehicles)
      .values({ ...vehicleValues(data), companyId })
      .returning({ id: vehicles.id });
    if (!row) throw new Error("vehicle insert returned nothing");
    if (imageInput.kind !== "none") await setCoverFromForm(tx, row.id, imageInput);
    return row.id;
  });
  const vehicle = await findVehicle(db, id);
  if (!vehicle) throw new Error("inserted vehicle not found");
  return vehicle;
}

/**
 * Updates a vehicle's fields. `image` undefined leaves the pictures alone; otherwise it sets the
 * gallery's cover (`setCoverFromForm`), and a replaced photo's stored bytes go in the same transaction.
 */
export async function updateVehicle(db: Db, id: number, data: Partial<VehicleData>) {
  const { image: imageValue, ...fields } = data;
  const imageInput = imageValue === undefined ? undefined : await prepareImageInput(imageValue);
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id)).for("update");
    if (!current) return false;
    await tx
      .update(vehicles)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(vehicles.id, id));
    if (imageInput) await setCoverFromForm(tx, id, imageInput);
    return true;
  });
  return updated ? findVehicle(db, id) : undefined;
}

type DeletedVehicle = z.output<typeof deletedVehicle>["removed"];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Removed 2 bookings, 0 reviews, 1 unavailability period and 1 image." — the toast's description. */
export function deletedVehicleDetails(removed: DeletedVehicle): string {
  return `Removed ${plural(removed.bookings, "booking", "bookings")}, ${plural(removed.reviews, "review", "reviews")}, ${plural(
    removed.unavailabilityPeriods,
    "unavailability period",
    "unavailability periods",
  )} and ${plural(removed.images, "image", "images")}.`;
}

/** "This vehicle has 2 bookings (DR-…, DR-…); archive it instead" — the refusal the dashboard shows. */
export function vehicleHasBookingsMessage(names: string[]): string {
  return `This vehicle has ${plural(names.length, "booking", "bookings")} (${names.join(", ")}); archive it instead`;
}

/**
 * Permanently deletes a vehicle with everything that belongs to it, in one transaction — refused
 * while it has a booking still to come: pending, or confirmed and not over (docs/product-rules.md,
 * "Deleting and archiving a vehicle").
 */
export async function deleteVehicle(db: Db, id: number, now = new Date()): Promise<DeletedVehicle | undefined> {
  return db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({ id: vehicles.id, companyId: vehicles.companyId })
      .from(vehicles)
      .where(eq(vehicles.id, id))
      .for("update");
    if (!vehicle) return undefined;
    const open = await tx
      .select({ id: bookings.id, reference: bookings.reference })
      .from(bookings)
      .where(
        and(
          eq(bookings.vehicleId, id),
          or(
            eq(bookings.status, "pending"),
            and(eq(bookings.status, "confirmed"), gte(bookings.endDate, todayInDominica(now))),
          ),
        ),
      )
      .orderBy(asc(bookings.startDate), asc(bookings.id));
    if (open.length > 0) {
      throw conflict(vehicleHasBookingsMessage(open.map((b) => b.reference ?? `booking #${b.id}`)));
    }
    const countOf = async (table: typeof bookings | typeof reviews | typeof vehicleUnavailability) => {
      const [row] = await tx.select({ n: count() }).from(table).where(eq(table.vehicleId, id));
      return row?.n ?? 0;
    };
    const photos = await tx
      .select({ imageId: vehicleImages.imageId })
      .from(vehicleImages)
      .where(eq(vehicleImages.vehicleId, id));
    const details: DeletedVehicle = {
      bookings: await countOf(bookings),
      reviews: await countOf(reviews),
      unavailabilityPeriods: await countOf(vehicleUnavailability),
      images: 0,
    };
    // Bookings, reviews, periods and the gallery go with the vehicle through ON DELETE CASCADE; the
    // stored images go unless another vehicle still shows one.
    await tx.delete(vehicles).where(eq(vehicles.id, id));
    // Its reviews counted in the company's shown rating: the figure every listing shows is redone.
    if (details.reviews > 0) await refreshCompanyRatings(tx, [vehicle.companyId]);
    details.images = await deleteUnusedImages(
      tx,
      photos.map((photo) => photo.imageId),
    );
    return details;
  });
}

/** Archiving remembers whether an admin did it: only an admin may then restore the vehicle. Answers whether it exists. */
export async function setVehicleArchived(tx: Db, id: number, isArchived: boolean, byAdmin: boolean) {
  const [row] = await tx
    .update(vehicles)
    .set({ isArchived, isArchivedByAdmin: isArchived && byAdmin, updatedAt: new Date() })
    .where(eq(vehicles.id, id))
    .returning({ id: vehicles.id });
  return row !== undefined;
}

export async function isArchivedByAdmin(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ byAdmin: vehicles.isArchivedByAdmin }).from(vehicles).where(eq(vehicles.id, id));
  return row?.byAdmin ?? false;
}

/** The company owning a vehicle, or undefined when there is no such vehicle. */
export async function findVehicleCompanyId(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.select({ companyId: vehicles.companyId }).from(vehicles).where(eq(vehicles.id, id));
  return row?.companyId;
}

/** Every vehicle, archived ones included, with its company, in one query. */
export async function listAllVehicles(db: Db) {
  return db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(companies, vehicleCompanyJoin)
    .leftJoin(images, coverImageJoin)
    .orderBy(asc(vehicles.id));
}
