import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import { todayInDominica } from "../../domain/dates";
import { HANDOVER_PHOTO_MAX_BYTES, HANDOVER_PHOTOS_MAX } from "../../domain/requests/handovers";
import { route } from "../api/route";
import { currentCompanyId, currentUser, isActiveAdmin } from "../auth/guard";
import { bookings } from "../db/schema";
import { notFound } from "../errors";
import { sendStoredImage } from "../images/send-image";
import { BODY_LIMIT, imageUploadBudget } from "../vehicles/image-uploads";
import { findHandoverPhoto, listTodayRows } from "./handover-queries";
import { listCompanyBookingsById } from "./queries";
import { recordHandover } from "./record-handover";
import { requestWithToken } from "./view-request";

/** Twelve photos at their largest as base64, and the form around them. */
const HANDOVER_BODY_LIMIT = Math.ceil((HANDOVER_PHOTOS_MAX * HANDOVER_PHOTO_MAX_BYTES * 4) / 3) + BODY_LIMIT;

/**
 * The car changing hands (docs/product-rules.md, "Handover"): the company's Today, the pick-up and
 * return it records on its phone, and their photos — seen by the company, the renter (by account or
 * status link) and admins only.
 */
export function handoverRoutes(app: FastifyInstance, imageUploadsPerMinute: number) {
  // Photos are uploads like a vehicle's: the same per-account budget in the shared store.
  const uploads = imageUploadBudget(app.rateLimits, imageUploadsPerMinute);
  app.addHook("onResponse", uploads.release);
  app.addHook("onRequestAbort", uploads.release);

  route(app, requestEndpoints.listHandovers, {}, async (request) => {
    const companyId = currentCompanyId(request);
    const today = todayInDominica();
    const rows = await listTodayRows(app.db, companyId, today, (ids) =>
      listCompanyBookingsById(app.db, companyId, ids),
    );
    return { today, rows };
  });

  route(
    app,
    requestEndpoints.recordHandover,
    { bodyLimit: HANDOVER_BODY_LIMIT, beforeBody: uploads.beforeBody },
    async (request, reply) => {
      const recorded = await recordHandover(app.db, {
        companyId: currentCompanyId(request),
        bookingId: request.params.id,
        userId: currentUser(request).id,
        mail: app.mail,
        handover: request.body,
      });
      return reply.code(201).send(recorded);
    },
  );

  route(app, requestEndpoints.handoverPhoto, {}, async (request, reply) => {
    const { id, imageId } = request.params;
    const photo = await findHandoverPhoto(app.db, imageId, eq(bookings.id, id), request.query.variant);
    const user = currentUser(request);
    const mayShow =
      photo &&
      (isActiveAdmin(user) ||
        user.companyId === photo.companyId ||
        (photo.userId !== null && user.id === photo.userId));
    if (!mayShow) throw notFound("Image");
    return sendStoredImage(app.db, request, reply, { ...photo, id: imageId }, request.query.variant);
  });

  route(app, requestEndpoints.requestHandoverPhoto, {}, async (request, reply) => {
    const { token, imageId } = request.params;
    const photo = await findHandoverPhoto(app.db, imageId, requestWithToken(token), request.query.variant);
    if (!photo) throw notFound("Image");
    reply.header("Referrer-Policy", "no-referrer");
    return sendStoredImage(app.db, request, reply, { ...photo, id: imageId }, request.query.variant);
  });
}
