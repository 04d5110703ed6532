import type { FastifyRequest } from "fastify";
import { COMPANY_ID_NOT_FOUND, currentUser, isActiveAdmin } from "../auth/guard";
import { forbidden, tooManyRequests } from "../errors";
import type { RateLimits } from "../rate-limits/rate-limits";

/** 32 KB, every route's body cap but the image routes': the largest form is a few hundred bytes. */
export const BODY_LIMIT = 32 * 1024;
/** Routes that take a vehicle image: 5 MB of image is ~6.7 MB of base64 inside the JSON. */
export const IMAGE_BODY_LIMIT = 8 * 1024 * 1024;

export const TOO_MANY_UPLOADS = "Too many image uploads from this account";
export const ONE_UPLOAD_AT_A_TIME = "An image from this account is still arriving: send the next one when it is done";

/**
 * A per-account budget of image uploads a minute: decoding is the dearest thing a caller can ask
 * of us, and reading an 8 MB body the next. Before any body is read (`beforeBody`, after the
 * guard), an account that manages no fleet (no company, not an active admin) is refused, and a body
 * larger than any form (or of undeclared length), which can only be carrying an image, is paid for:
 * an account past its budget, a fresh unapproved one included, is refused without a byte held. A
 * smaller new image (a data URL) is paid for once read (`afterBody`); saving a vehicle without one
 * is free. A request pays once. An account's large bodies are read one at a time in each instance
 * (the screens send them one after another), so what one account holds is one body, not its whole
 * budget at once; `release` ends a body's turn as its answer leaves or its sender goes.
 */
export function imageUploadBudget(rateLimits: RateLimits, perMinute: number) {
  const paid = new WeakSet<FastifyRequest>();
  const arriving = new Map<number, FastifyRequest>();
  const charge = async (request: FastifyRequest) => {
    paid.add(request);
    const key = `image-uploads:${currentUser(request).id}`;
    await rateLimits.consume(key, { max: perMinute, windowMs: 60_000 }, TOO_MANY_UPLOADS);
  };
  return {
    beforeBody: async (request: FastifyRequest) => {
      const user = currentUser(request);
      if (user.companyId === null && !isActiveAdmin(user)) throw forbidden(COMPANY_ID_NOT_FOUND);
      if (Number(request.headers["content-length"]) <= BODY_LIMIT) return;
      if (arriving.has(user.id)) throw tooManyRequests(ONE_UPLOAD_AT_A_TIME, 1);
      arriving.set(user.id, request);
      await charge(request);
    },
    release: async (request: FastifyRequest) => {
      const id = request.user?.id;
      if (id !== undefined && arriving.get(id) === request) arriving.delete(id);
    },
    afterBody: async (request: FastifyRequest, image: string | null | undefined) => {
      if (!image?.startsWith("data:") || paid.has(request)) return;
      await charge(request);
    },
  };
}
export type ImageUploadBudget = ReturnType<typeof imageUploadBudget>;
