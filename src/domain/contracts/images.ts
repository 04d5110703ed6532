import { z } from "zod";
import { IMAGE_VARIANTS } from "../images";
import { id } from "./common";

/** `/api/images/{id}`. */
export const imageParams = z.object({ id: id("Image ID") });

/**
 * `?variant=`: `thumb` 480 px wide (cards), `medium` ~800 px, `share` the 1200×630 crop of link
 * previews; the default is the full image (up to 1600 px).
 */
export const imageQuery = z.object({
  variant: z.enum(IMAGE_VARIANTS, { error: `variant must be one of ${IMAGE_VARIANTS.join(", ")}` }).default("full"),
});
