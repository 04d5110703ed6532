import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { imageParams, imageQuery } from "../../domain/contracts/images";
import { notFound } from "../errors";
import { findImage } from "./queries";

export async function imageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/images/:id",
    {
      schema: {
        tags: ["images"],
        summary: "A stored vehicle image as WebP (variant thumb: 480 px wide; full: up to 1600 px)",
        params: imageParams,
        querystring: imageQuery,
      },
    },
    async (request, reply) => {
      const image = await findImage(app.db, request.params.id, request.query.variant);
      const user = request.user;
      const mayShow = image && (image.isPublic || user?.isAdmin || user?.companyId === image.companyId);
      if (!mayShow) throw notFound("Image not found");
      // An image id never changes content (a new upload gets a new id), so caches may keep it forever;
      // shared caches only while it is public.
      reply.header("Cache-Control", `${image.isPublic ? "public" : "private"}, max-age=31536000, immutable`);
      const etag = request.query.variant === "thumb" ? image.etag.replace(/"$/, '-thumb"') : image.etag;
      reply.header("ETag", etag);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type("image/webp").send(Buffer.from(image.bytes));
    },
  );
}
