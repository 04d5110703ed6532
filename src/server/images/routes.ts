import type { FastifyInstance } from "fastify";
import { imageEndpoints } from "../../domain/contracts/images/endpoints";
import { route } from "../api/route";
import { isActiveAdmin } from "../auth/guard";
import { notFound } from "../errors";
import { findImage } from "./queries";
import { sendStoredImage } from "./send-image";

export async function imageRoutes(app: FastifyInstance) {
  // A photo refused under load is a broken picture nobody retries; its answer is cheap and cached for a year.
  route(app, imageEndpoints.get, { config: { neverShed: true } }, async (request, reply) => {
    const image = await findImage(app.db, request.params.id, request.query.variant);
    const user = request.user;
    const mayShow = image && (image.isPublic || isActiveAdmin(user) || user?.companyId === image.companyId);
    if (!mayShow) throw notFound("Image");
    return sendStoredImage(app.db, request, reply, { ...image, id: request.params.id }, request.query.variant);
  });
}
