import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { type ImageVariant, imageUrl } from "../../domain/images";
import type { Db } from "../db/client";
import { isVehicleListed, vehicleCompanyJoin } from "../db/public-listing";
import { companies, images, vehicleImages, vehicles } from "../db/schema";
import { invalid } from "../errors";
import { decodeDataUrl, makeMiniImage, makeShareImage, type ProcessedImage, processImage } from "./process-image";

export async function insertImage(db: Db, image: ProcessedImage): Promise<number> {
  const [row] = await db.insert(images).values(image).returning({ id: images.id });
  if (!row) throw new Error("image insert returned nothing");
  return row.id;
}

export const variantColumn = {
  full: images.full,
  medium: sql<Uint8Array>`coalesce(${images.medium}, ${images.full})`,
  thumb: images.thumb,
  share: images.share,
  mini: images.mini,
} as const;

/**
 * An image with who may see it: everyone while a listed vehicle shows it in its gallery; otherwise
 * only the owning company and admins (an archived vehicle's, or an unapproved or archived company's).
 * `bytes` is null for a share crop or a 200 px width not made yet; an older row's 800 px width, until it is completed
 * at start (`completeImageVariants`), is its full image.
 */
export async function findImage(db: Db, id: number, variant: ImageVariant) {
  const [row] = await db
    .select({
      bytes: variantColumn[variant],
      etag: images.etag,
      /** False for a row stored before the 800 px width and not completed yet: its stand-in must not be kept. */
      hasMedium: sql<boolean>`${images.medium} is not null`.mapWith(Boolean),
      companyId: vehicles.companyId,
      isPublic: sql<boolean>`coalesce(bool_or(${isVehicleListed}) over (), false)`.mapWith(Boolean),
    })
    .from(images)
    .innerJoin(vehicleImages, eq(vehicleImages.imageId, images.id))
    .innerJoin(vehicles, eq(vehicles.id, vehicleImages.vehicleId))
    .innerJoin(companies, vehicleCompanyJoin)
    .where(eq(images.id, id))
    .limit(1);
  return row;
}

/** The variants made on their first request (link previews ask for the crop, galleries for the 200 px width). */
export type MadeOnRequest = "share" | "mini";
const madeOnRequest: Record<
  MadeOnRequest,
  { source: "full" | "thumb"; make: (bytes: Uint8Array) => Promise<Uint8Array> }
> = { share: { source: "full", make: makeShareImage }, mini: { source: "thumb", make: makeMiniImage } };
export const isMadeOnRequest = (variant: string): variant is MadeOnRequest => variant in madeOnRequest;

/** Makes an image's 1200×630 crop or 200 px width from a stored one and stores it: once, on its first request. */
export async function storeMadeVariant(db: Db, id: number, variant: MadeOnRequest): Promise<Uint8Array | undefined> {
  const { source, make } = madeOnRequest[variant];
  const [row] = await db.select({ bytes: images[source] }).from(images).where(eq(images.id, id));
  if (!row) return undefined;
  const bytes = await make(row.bytes);
  await db
    .update(images)
    .set({ [variant]: bytes })
    .where(eq(images.id, id));
  return bytes;
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

/** Removes stored images no gallery and no vehicle shows any more; how many went. */
export async function deleteUnusedImages(tx: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const removed = await tx
    .delete(images)
    .where(
      and(
        inArray(images.id, ids),
        notExists(
          tx.select({ id: vehicleImages.vehicleId }).from(vehicleImages).where(eq(vehicleImages.imageId, images.id)),
        ),
        notExists(tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.imageId, images.id))),
      ),
    )
    .returning({ id: images.id });
  return removed.length;
}
