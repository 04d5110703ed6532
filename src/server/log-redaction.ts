import type { FastifyRequest } from "fastify";

/**
 * What the request log never shows. A secret that travels in a path (a calendar feed's token) is
 * cut from the logged URL; secret fields are censored wherever a log line carries them. A new
 * secret joins these lists, and the log test (tests/api/request-log.test.ts) checks every entry.
 */
export const SECRET_PATHS: RegExp[] = [
  /^(\/api\/calendar-feeds\/)[^/?#]+/,
  /^(\/api\/booking-requests\/)[^/?#]+/,
  /^(\/requests\/)[^/?#]+/,
  // The renter sign-up link that takes a request along carries its secret.
  /([?&]request=)[^&#]+/,
  // A renter's email verification link (docs/product-rules.md, "Renters").
  /^(\/verify-email\?(?:[^#]*&)?token=)[^&#]+/,
];

export const SECRET_FIELDS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "password",
  "*.password",
  "token",
  "*.token",
  "*.driverLicenseNumber",
  "*.dateOfBirth",
  "*.statusUrl",
  "requestToken",
  "*.requestToken",
];

const CENSORED = "[redacted]";

export function redactUrl(url: string): string {
  return SECRET_PATHS.reduce((logged, path) => logged.replace(path, `$1${CENSORED}`), url);
}

/** Fastify's own request serializer, with the URL redacted. */
export const requestLogOptions = {
  redact: { paths: SECRET_FIELDS, censor: CENSORED },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
};
