import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { forbidden } from "./errors";
import { APP_LOADER_CSP_SOURCE } from "./pages/app-loader";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const CROSS_SITE = "Cross-site requests are not allowed";

const CSP = [
  "default-src 'self'",
  `script-src 'self' ${APP_LOADER_CSP_SOURCE}`,
  // Radix positions popovers with inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Cross-site request defence (docs/operations.md, "Security"): a state-changing request from a browser must come from
 * our own origin. SameSite=Lax cookies are the second line, not the first.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { trustedOrigins: string[]; hsts: boolean }) => {
    // Only JSON (and the multipart/data-URL uploads we parse ourselves) may change state.
    app.removeContentTypeParser(["text/plain"]);

    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin) {
        const own = `${request.protocol}://${request.host}`;
        if (origin !== own && !options.trustedOrigins.includes(origin)) {
          throw forbidden(CROSS_SITE);
        }
        return;
      }
      const site = request.headers["sec-fetch-site"];
      if (site && site !== "same-origin" && site !== "none") throw forbidden(CROSS_SITE);
    });

    app.addHook("onSend", async (_request, reply) => {
      reply.header("Content-Security-Policy", CSP);
      reply.header("X-Content-Type-Options", "nosniff");
      // An answer about a secret link (a request's status page) sets its own, stricter policy.
      if (!reply.hasHeader("Referrer-Policy")) reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
      reply.header("X-Frame-Options", "DENY");
      if (options.hsts) reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    });
  },
  { name: "security" },
);
