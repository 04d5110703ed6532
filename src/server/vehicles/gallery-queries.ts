import { and, asc, eq, gt, sql } from "drizzle-orm";
import { imageUrl } from "../../domain/images";
import type { Db } from "../db/client";
import { vehicleCompanyJoin } from "../db/public-listing";
import { companies, images, vehicleImages, vehicles } from "../db/schema";
import { coverImageJoin, vehicleColumns } from "./columns";

/** Shown for a stored image that predates dominant colours and was not completed yet. */
const NEUTRAL_COLOR = "#cbd5e1";

/** Locks a vehicle's row for a gallery change, so two uploads cannot take one position. */
export async function lockVehicleForGallery(tx: Db, vehicleId: number) {
  const [row] = await tx
    .select({ id: vehicles.id, image: vehicles.image, imageId: vehicles.imageId })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .for("update");
  return row;
}

/** The ids of a vehicle's photos in order; the first is the cover. */
export async function galleryImageIds(db: Db, vehicleId: number): Promise<number[]> {
  const rows = await db
    .select({ imageId: vehicleImages.imageId })
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, vehicleId))
    .orderBy(asc(vehicleImages.position));
  return rows.map((row) => row.imageId);
}

/** A vehicle's photos as the API answers them, in order. */
export async function galleryPhotos(db: Db, vehicleId: number) {
  const rows = await db
    .select({
      id: images.id,
      width: images.width,
      height: images.height,
      color: sql<string>`coalesce(${images.color}, ${NEUTRAL_COLOR})`,
    })
    .from(vehicleImages)
    .innerJoin(images, eq(images.id, vehicleImages.imageId))
    .where(eq(vehicleImages.vehicleId, vehicleId))
    .orderBy(asc(vehicleImages.position));
  return rows.map(({ id, width, height, color }) => ({ id, url: imageUrl(id), width, height, color }));
}

export async function insertGalleryPhoto(tx: Db, vehicleId: number, imageId: number, position: number) {
  await tx.insert(vehicleImages).values({ vehicleId, imageId, position });
}

/** Takes a photo out of the gallery and closes the gap; false when the vehicle has no such photo. */
export async function deleteGalleryPhoto(tx: Db, vehicleId: number, imageId: number): Promise<boolean> {
  const [removed] = await tx
    .delete(vehicleImages)
    .where(and(eq(vehicleImages.vehicleId, vehicleId), eq(vehicleImages.imageId, imageId)))
    .returning({ position: vehicleImages.position });
  if (!removed) return false;
  // One statement: the unique position is checked at its end (migration 0019).
  await tx
    .update(vehicleImages)
    .set({ position: sql`${vehicleImages.position} - 1` })
    .where(and(eq(vehicleImages.vehicleId, vehicleId), gt(vehicleImages.position, removed.position)));
  return true;
}

/** Gives each photo its index in `ids` as its position, in one statement. */
export async function setGalleryOrder(tx: Db, vehicleId: number, ids: number[]) {
  await tx.execute(sql`
    update ${vehicleImages} set position = ordered.position - 1
    from unnest(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::integer[]) with ordinality as ordered(image_id, position)
    where ${vehicleImages.vehicleId} = ${vehicleId} and ${vehicleImages.imageId} = ordered.image_id`);
}

/**
 * Writes the gallery's first photo onto the vehicle's row as its picture (`image`, `image_id`), or
 * no picture once the gallery is empty — in the gallery's transaction, so the listing table and every
 * reader of a vehicle's one picture see the cover (docs/decisions/vehicle-galleries.md). The
 * row changes (and notifies) only when the cover does.
 */
export async function writeCover(tx: Db, vehicleId: number) {
  const [cover] = await galleryImageIds(tx, vehicleId);
  const image = cover === undefined ? null : imageUrl(cover);
  await tx
    .update(vehicles)
    .set({ image, imageId: cover ?? null, updatedAt: new Date() })
    .where(
      and(
        eq(vehicles.id, vehicleId),
        sql`(${vehicles.image}, ${vehicles.imageId}) is distinct from (${image}::text, ${cover ?? null}::integer)`,
      ),
    );
}

const {
  insuranceExpiryDate: _insurance,
  licenseExpiryDate: _license,
  lastServiceDate: _service,
  isArchived: _archived,
  ...publicColumns
} = vehicleColumns;

/** A vehicle's public fields and its gallery, from its own row: what its company and admins see of it. */
export async function findVehicleDetail(db: Db, vehicleId: number) {
  const [vehicle] = await db
    .select(publicColumns)
    .from(vehicles)
    .innerJoin(companies, vehicleCompanyJoin)
    .leftJoin(images, coverImageJoin)
    .where(eq(vehicles.id, vehicleId));
  return vehicle && { ...vehicle, images: await galleryPhotos(db, vehicleId) };
}

/** A listed vehicle's public answer (the search's JSON) with its gallery appended, as `vehicleDetail` writes it. */
export function withGallery(vehicleJson: string, photos: Awaited<ReturnType<typeof galleryPhotos>>): string {
  return `${vehicleJson.slice(0, -1)},"images":${JSON.stringify(photos)}}`;
}
