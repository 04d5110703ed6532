import type { RateLimits } from "../rate-limits/rate-limits";

/** Routes that take a vehicle image: 5 MB of image is ~6.7 MB of base64 inside the JSON. */
export const IMAGE_BODY_LIMIT = 8 * 1024 * 1024;

export const TOO_MANY_UPLOADS = "Too many image uploads from this account";

/**
 * A per-account budget of image uploads a minute: decoding is the dearest thing a caller can ask
 * of us. Only a new image (a data URL) counts; saving a vehicle without one is free.
 */
export function imageUploadBudget(rateLimits: RateLimits, perMinute: number) {
  return async (userId: number, image: string | null | undefined) => {
    if (!image?.startsWith("data:")) return;
    await rateLimits.consume(`image-uploads:${userId}`, { max: perMinute, windowMs: 60_000 }, TOO_MANY_UPLOADS);
  };
}
export type ImageUploadBudget = ReturnType<typeof imageUploadBudget>;
