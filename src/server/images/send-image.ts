import type { FastifyReply, FastifyRequest } from "fastify";
import type { ImageVariant } from "../../domain/images";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import { isMadeOnRequest, storeMadeVariant } from "./queries";

export interface StoredImage {
  /** null for a variant made on its first request and not made yet. */
  bytes: Uint8Array | null;
  etag: string;
  /** False for a row stored before the 800 px width and not completed yet: its stand-in must not be kept. */
  hasMedium: boolean;
  /** Shared caches may keep it: a listed vehicle shows it. */
  isPublic: boolean;
}

/**
 * Answers one variant of a stored image the caller may see, with its ETag (304 when the client holds
 * it) and cache headers: an image id never changes content (a new upload gets a new id), so it is
 * kept for a year — by shared caches only while it is public.
 */
export async function sendStoredImage(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  image: StoredImage & { id: number },
  variant: ImageVariant,
) {
  const isStandIn = variant === "medium" && !image.hasMedium;
  reply.header(
    "Cache-Control",
    isStandIn ? "no-cache" : `${image.isPublic ? "public" : "private"}, max-age=31536000, immutable`,
  );
  const etag = variant === "full" || isStandIn ? image.etag : image.etag.replace(/"$/, `-${variant}"`);
  reply.header("ETag", etag);
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  // The share crop and the 200 px width are made on their first request, then kept.
  const bytes = image.bytes ?? (isMadeOnRequest(variant) ? await storeMadeVariant(db, image.id, variant) : undefined);
  if (!bytes) throw notFound("Image");
  return reply.type("image/webp").send(Buffer.from(bytes));
}
