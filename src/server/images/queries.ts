import { eq, sql } from "drizzle-orm";
import { imageUrl } from "../../domain/images";
import type { Db } from "../db/client";
import { isVehicleListed, vehicleCompanyJoin } from "../db/public-listing";
import { companies, images, vehicles } from "../db/schema";
import { invalid } from "../errors";
import { decodeDataUrl, type ProcessedImage, processImage } from "./process-image";

export async function insertImage(db: Db, image: ProcessedImage): Promise<number> {
  const [row] = await db.insert(images).values(image).returning({ id: images.id });
  if (!row) throw new Error("image insert returned nothing");
  return row.id;
}

/**
 * An image with who may see it: everyone while a listed vehicle shows it; otherwise only the
 * owning company and admins (an archived vehicle's, or an unapproved or archived company's).
 */
export async function findImage(db: Db, id: number, variant: "full" | "thumb") {
  const [row] = await db
    .select({
      bytes: variant === "thumb" ? images.thumb : images.full,
      etag: images.etag,
      companyId: vehicles.companyId,
      isPublic: sql<boolean>`coalesce(bool_or(${isVehicleListed}) over (), false)`.mapWith(Boolean),
    })
    .from(images)
    .innerJoin(vehicles, eq(vehicles.imageId, images.id))
    .innerJoin(companies, vehicleCompanyJoin)
    .where(eq(images.id, id))
    .limit(1);
  return row;
}

export async function deleteImage(db: Db, id: number): Promise<void> {
  await db.delete(images).where(eq(images.id, id));
}

/** What a vehicle's `image` field turns into once stored: either a processed upload or an https URL. */
export const IMAGE_NOT_ACCEPTED = "Image must be an uploaded image file or an https URL";

export type ImageInput =
  | { kind: "none" }
  | { kind: "keep"; url: string; imageId: number }
  | { kind: "external"; url: string }
  | { kind: "upload"; image: ProcessedImage };

/**
 * Reads the `image` a client sent. Heavy work (decoding, re-encoding) happens here, before any
 * transaction opens, so a slow upload never holds the database.
 */
export async function prepareImageInput(value: string | null | undefined): Promise<ImageInput> {
  if (!value) return { kind: "none" };
  if (value.startsWith("data:")) return { kind: "upload", image: await processImage(decodeDataUrl(value)) };
  const own = /^\/api\/images\/(\d+)(\?variant=\w+)?$/.exec(value);
  if (own) return { kind: "keep", url: imageUrl(Number(own[1])), imageId: Number(own[1]) };
  if (/^https:\/\/[^\s"'<>]+$/.test(value)) return { kind: "external", url: value };
  throw invalid("image", IMAGE_NOT_ACCEPTED);
}

/** Stores an upload (inside the caller's transaction) and returns the vehicle's image columns. */
export async function saveImageInput(
  db: Db,
  input: ImageInput,
): Promise<{ image: string | null; imageId: number | null }> {
  switch (input.kind) {
    case "none":
      return { image: null, imageId: null };
    case "keep":
      return { image: input.url, imageId: input.imageId };
    case "external":
      return { image: input.url, imageId: null };
    case "upload": {
      const id = await insertImage(db, input.image);
      return { image: imageUrl(id), imageId: id };
    }
  }
}
