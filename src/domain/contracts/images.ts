import { z } from "zod";
import { id } from "./common";

/** `/api/images/{id}`. */
export const imageParams = z.object({ id: id("Image ID") });

/** `?variant=thumb` is the 480 px card size; the default is the full image (up to 1600 px). */
export const imageQuery = z.object({ variant: z.enum(["full", "thumb"]).default("full") });
