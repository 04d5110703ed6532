import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";

export const NUL_MESSAGE = "Text may not contain NUL characters";

/** The path of the first string holding U+0000 in a parsed query, params or body, if any. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value === null || typeof value !== "object" || depth > 20) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000")) return path;
    const found = findNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store or even compare text with a NUL character in it (it fails the whole
 * statement), so such input is refused before any route reads it: a 400 naming the field. Every
 * request passes here, so a bodiless one whose address holds no "%00" costs one string search.
 */
export function refuseNulCharacters(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (request.body === undefined && !request.url.includes("%00")) return done();
  for (const [part, value] of [
    ["params", request.params],
    ["query", request.query],
    ["body", request.body],
  ] as const) {
    const field = findNul(value, "");
    if (field !== null) {
      reply.code(400).send({ message: NUL_MESSAGE, errors: [{ field: field || part, message: NUL_MESSAGE }] });
      return;
    }
  }
  done();
}
