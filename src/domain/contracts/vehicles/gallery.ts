import { z } from "zod";
import { GALLERY_MAX_PHOTOS } from "../../images";
import { id, type Wire } from "../common";
import { publicVehicle } from "./vehicle";

/** `/api/vehicles/{id}/images/{imageId}`: one photo of a vehicle's gallery. */
export const vehicleImageParams = z.object({ id: id("Vehicle ID"), imageId: id("Image ID") });

/** One photo of a gallery, for `<img width height>` and a placeholder of its dominant colour. */
export const galleryPhoto = z.object({
  id: z.number(),
  /** `/api/images/{id}`; `?variant=thumb|medium|share` for the 480 px, ~800 px and 1200×630 forms. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  /** "#7a8b99". */
  color: z.string(),
});
export type GalleryPhoto = Wire<typeof galleryPhoto>;

/**
 * GET /api/vehicles/{id} and the gallery's writes: the vehicle's public fields (as the search answers
 * them) and its photos in order; the first is the cover, which `image` repeats. A vehicle shown by an
 * https URL has that as `image` and no photos.
 */
export const vehicleDetail = publicVehicle.extend({ images: z.array(galleryPhoto).max(GALLERY_MAX_PHOTOS) });
export type VehicleDetail = Wire<typeof vehicleDetail>;

/** POST /api/vehicles/{id}/images: one photo as a data URL, under the vehicle image's rules. */
export const galleryUploadBody = z.object({
  image: z
    .string({ error: "Image is required" })
    .trim()
    .min(1, "Image is required")
    .max(8_000_000, "Image is too large")
    .refine((value) => value.startsWith("data:"), "The image must be a base64 data URL"),
});
export type GalleryUploadBody = z.input<typeof galleryUploadBody>;

/** PUT /api/vehicles/{id}/images/order: every photo's id, once, in the new order (the first is the cover). */
export const galleryOrderBody = z.object({
  ids: z
    .array(id("Image ID"), { error: "ids must be a list of image ids" })
    .min(1, "ids must list the vehicle's photos")
    .max(GALLERY_MAX_PHOTOS, `ids must list at most ${GALLERY_MAX_PHOTOS} photos`)
    .refine((ids) => new Set(ids).size === ids.length, "ids must not list a photo twice"),
});
export type GalleryOrderBody = z.input<typeof galleryOrderBody>;
