import type { FastifyInstance } from "fastify";
import { imageEndpoints } from "../../domain/contracts/images/endpoints";
import { route } from "../api/route";
import { isActiveAdmin } from "../auth/guard";
import { notFound } from "../errors";
import { findImage, isMadeOnRequest, storeMadeVariant } from "./queries";

export async function imageRoutes(app: FastifyInstance) {
  // A photo refused under load is a broken picture nobody retries; its answer is cheap and cached for a year.
  route(app, imageEndpoints.get, { config: { neverShed: true } }, async (request, reply) => {
    const image = await findImage(app.db, request.params.id, request.query.variant);
    const user = request.user;
    const mayShow = image && (image.isPublic || isActiveAdmin(user) || user?.companyId === image.companyId);
    if (!mayShow) throw notFound("Image");
    // An image id never changes content (a new upload gets a new id), so caches may keep it forever;
    // shared caches only while it is public.
    const { variant } = request.query;
    const isStandIn = variant === "medium" && !image.hasMedium;
    reply.header(
      "Cache-Control",
      isStandIn ? "no-cache" : `${image.isPublic ? "public" : "private"}, max-age=31536000, immutable`,
    );
    const etag = variant === "full" || isStandIn ? image.etag : image.etag.replace(/"$/, `-${variant}"`);
    reply.header("ETag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    // The share crop and the 200 px width are made on their first request, then kept.
    const bytes =
      image.bytes ??
      (isMadeOnRequest(variant) ? await storeMadeVariant(app.db, request.params.id, variant) : undefined);
    if (!bytes) throw notFound("Image");
    return reply.type("image/webp").send(Buffer.from(bytes));
  });
}
