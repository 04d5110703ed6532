import { DomainError } from "../errors";
import { createRateWindow } from "../rate-window";

/** Routes that take a vehicle image: 5 MB of image is ~6.7 MB of base64 inside the JSON. */
export const IMAGE_BODY_LIMIT = 8 * 1024 * 1024;

export const TOO_MANY_UPLOADS = "Too many image uploads from this account: try again in a minute";

/**
 * A per-account budget of image uploads a minute: decoding is the dearest thing a caller can ask
 * of us. Only a new image (a data URL) counts; saving a vehicle without one is free.
 */
export function imageUploadBudget(perMinute: number) {
  const allow = createRateWindow(perMinute);
  return (userId: number, image: string | null | undefined) => {
    if (image?.startsWith("data:") && !allow(String(userId))) {
      throw new DomainError("too_many_requests", TOO_MANY_UPLOADS);
    }
  };
}
export type ImageUploadBudget = ReturnType<typeof imageUploadBudget>;
