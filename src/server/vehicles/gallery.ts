import { and, eq } from "drizzle-orm";
import { GALLERY_FULL, GALLERY_MAX_PHOTOS } from "../../domain/images";
import type { Db } from "../db/client";
import { vehicleImages, vehicles } from "../db/schema";
import { conflict, invalid, notFound } from "../errors";
import type { ProcessedImage } from "../images/process-image";
import { deleteUnusedImages, type ImageInput, insertImage } from "../images/queries";
import {
  deleteGalleryPhoto,
  galleryImageIds,
  insertGalleryPhoto,
  lockVehicleForGallery,
  setGalleryOrder,
  writeCover,
} from "./gallery-queries";

// A vehicle's gallery (docs/decisions/vehicle-galleries.md; docs/product-rules.md, "Vehicle
// photos"). Every change runs in one transaction holding the vehicle's row, and writes the cover
// onto the vehicle's row before it commits.

export const ORDER_NOT_THE_GALLERY = "ids must list each of the vehicle's photos exactly once";
export const URL_BESIDE_PHOTOS =
  "A vehicle with several uploaded photos cannot show an image URL: upload the picture instead";

async function lockedVehicle(tx: Db, vehicleId: number) {
  const vehicle = await lockVehicleForGallery(tx, vehicleId);
  if (!vehicle) throw notFound("Vehicle", vehicleId);
  return vehicle;
}

/** Adds a processed upload at the end of the gallery (the cover when it is the first). */
export async function addVehicleImage(db: Db, vehicleId: number, image: ProcessedImage): Promise<number> {
  return db.transaction(async (tx) => {
    await lockedVehicle(tx, vehicleId);
    const ids = await galleryImageIds(tx, vehicleId);
    if (ids.length >= GALLERY_MAX_PHOTOS) throw conflict(GALLERY_FULL);
    const imageId = await insertImage(tx, image);
    await insertGalleryPhoto(tx, vehicleId, imageId, ids.length);
    await writeCover(tx, vehicleId);
    return imageId;
  });
}

/** Removes a photo; without the cover, the next photo is the cover; without any, no picture. */
export async function removeVehicleImage(db: Db, vehicleId: number, imageId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedVehicle(tx, vehicleId);
    if (!(await deleteGalleryPhoto(tx, vehicleId, imageId))) throw notFound("Image", imageId);
    await writeCover(tx, vehicleId);
    await deleteUnusedImages(tx, [imageId]);
  });
}

/** Puts the photos in the order of `ids`, which must be exactly the gallery's; the first becomes the cover. */
export async function orderVehicleImages(db: Db, vehicleId: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedVehicle(tx, vehicleId);
    const current = await galleryImageIds(tx, vehicleId);
    const sameSet = current.length === ids.length && ids.every((id) => current.includes(id));
    if (!sameSet) throw invalid("ids", ORDER_NOT_THE_GALLERY);
    await setGalleryOrder(tx, vehicleId, ids);
    await writeCover(tx, vehicleId);
  });
}

/**
 * The vehicle form's one picture is the gallery's cover: an upload or a kept stored image replaces
 * the cover (or becomes the first photo), a stored image already in the gallery moves to the front,
 * none removes the cover, and an https URL shows instead of photos — refused beside other photos.
 * Runs inside the caller's transaction (`tx`).
 */
export async function setCoverFromForm(tx: Db, vehicleId: number, input: ImageInput): Promise<void> {
  const ids = await galleryImageIds(tx, vehicleId);
  const [cover] = ids;
  if (input.kind === "external") {
    if (ids.length > 1) throw invalid("image", URL_BESIDE_PHOTOS);
    if (cover !== undefined) await deleteGalleryPhoto(tx, vehicleId, cover);
    await tx.update(vehicles).set({ image: input.url, imageId: null }).where(eq(vehicles.id, vehicleId));
  } else if (input.kind === "none") {
    if (cover !== undefined) await deleteGalleryPhoto(tx, vehicleId, cover);
    await writeCover(tx, vehicleId);
  } else {
    const imageId = input.kind === "upload" ? await insertImage(tx, input.image) : input.imageId;
    if (imageId === cover) return;
    if (ids.includes(imageId)) {
      await setGalleryOrder(tx, vehicleId, [imageId, ...ids.filter((id) => id !== imageId)]);
    } else if (cover === undefined) {
      await insertGalleryPhoto(tx, vehicleId, imageId, 0);
    } else {
      await tx
        .update(vehicleImages)
        .set({ imageId })
        .where(and(eq(vehicleImages.vehicleId, vehicleId), eq(vehicleImages.imageId, cover)));
    }
    await writeCover(tx, vehicleId);
  }
  if (cover !== undefined) await deleteUnusedImages(tx, [cover]);
}
