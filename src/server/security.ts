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

/** An answer that is data, never a page: it may load nothing and be framed by nobody. */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Scripts, styles and raster pictures are never documents: a page's policy, framing and referrer
 * headers do nothing on them, and each is ~450 bytes a request — a tenth of a phone's first screen
 * (docs/performance.md, "First screen on a phone"). `nosniff` stays: it is what guards them.
 */
const SUBRESOURCE = /^(?:application\/javascript|text\/javascript|text\/css|image\/(?:webp|png|jpeg|gif|avif))\b/;
const isJson = (type: string) => /^application\/(?:[\w.+-]*\+)?json\b/.test(type);

/**
 * Cross-site request defence (docs/operations.md, "Security"): a state-changing request from a browser must come from
 * our own origin. SameSite=Lax cookies are the second line, not the first. "Our own" is PUBLIC_URL's
 * origin or one of TRUSTED_ORIGINS, never the request's Host header, which its sender writes.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; trustedOrigins: string[]; hsts: boolean }) => {
    const allowed = new Set([new URL(options.publicUrl).origin, ...options.trustedOrigins]);
    // Only JSON (and the multipart/data-URL uploads we parse ourselves) may change state.
    app.removeContentTypeParser(["text/plain"]);

    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin) {
        if (!allowed.has(origin)) throw forbidden(CROSS_SITE);
        return;
      }
      const site = request.headers["sec-fetch-site"];
      if (site && site !== "same-origin" && site !== "none") throw forbidden(CROSS_SITE);
    });

    app.addHook("onSend", async (_request, reply) => {
      reply.header("X-Content-Type-Options", "nosniff");
      if (options.hsts) reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      const type = String(reply.getHeader("content-type") ?? "");
      if (SUBRESOURCE.test(type)) return;
      reply.header("Content-Security-Policy", isJson(type) ? DATA_CSP : CSP);
      // An answer about a secret link (a request's status page) sets its own, stricter policy.
      if (!reply.hasHeader("Referrer-Policy")) reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
      reply.header("X-Frame-Options", "DENY");
    });
  },
  { name: "security" },
);
