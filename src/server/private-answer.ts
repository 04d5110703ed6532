import type { FastifyReply } from "fastify";

/**
 * An answer about a secret link (a renter's request, its page or its API): it holds a person's
 * details, so no cache keeps it, no Referer carries the link to another site, and no search engine
 * lists it.
 */
export function keepPrivate(reply: FastifyReply): FastifyReply {
  return reply
    .header("Cache-Control", "no-store")
    .header("Referrer-Policy", "no-referrer")
    .header("X-Robots-Tag", "noindex");
}
