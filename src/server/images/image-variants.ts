import { eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { images } from "../db/schema";
import { variantsOfStored } from "./process-image";

/**
 * Images stored before migration 0019 have no 800 px variant and no dominant colour: both are made
 * once from each one's full WebP, after the SQL migrations at start (SQL cannot decode a picture),
 * and stored. Finds nothing once done. One image at a time, about 50 ms each; two instances starting
 * together may both do a row, writing the same bytes. (The 1200×630 crop is made on first request.)
 */
export async function completeImageVariants(db: Db): Promise<number> {
  const missing = await db.select({ id: images.id }).from(images).where(isNull(images.medium));
  let completed = 0;
  for (const { id } of missing) {
    const [row] = await db.select({ full: images.full }).from(images).where(eq(images.id, id));
    // A picture that no longer decodes keeps serving its full image in place of the variants.
    const variants = row && (await variantsOfStored(row.full).catch(() => undefined));
    if (!variants) continue;
    await db.update(images).set(variants).where(eq(images.id, id));
    completed++;
  }
  return completed;
}
