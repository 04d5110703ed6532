import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { accountRoutes } from "./accounts/routes";
import { TOO_MANY_ATTEMPTS } from "./accounts/session-routes";
import { adminAuditRoutes } from "./admin-audit/routes";
import { idempotencyPlugin } from "./api/idempotency";
import { openApiOptions } from "./api/openapi";
import { authPlugin } from "./auth/plugin";
import { availabilityRoutes } from "./availability/routes";
import { type CalendarSyncOptions, calendarSyncPlugin } from "./calendar-sync/plugin";
import { cataloguePlugin } from "./catalogue/plugin";
import { companyRoutes } from "./companies/routes";
import { type Config, DEFAULT_REQUEST_OPTIONS, type RequestOptions } from "./config";
import type { Database, Db } from "./db/client";
import { registerErrorHandler } from "./errors";
import { healthRoutes } from "./health/routes";
import { imageRoutes } from "./images/routes";
import { insightsPlugin } from "./insights/plugin";
import { insightRoutes } from "./insights/routes";
import { DEFAULT_LOAD_SHEDDING, type LoadSheddingOptions, loadSheddingPlugin } from "./load-shedding/plugin";
import { requestLogOptions } from "./log-redaction";
import { adminMailRoutes } from "./mail/admin-routes";
import { type MailOptions, mailPlugin } from "./mail/plugin";
import { renderMail } from "./mail/render-mail";
import { refuseNulCharacters } from "./nul-characters";
import { pageRoutes } from "./pages/routes";
import { rateLimitPlugin } from "./rate-limits/plugin";
import { requestRoutes } from "./requests/routes";
import { reviewRoutes } from "./reviews/routes";
import { securityPlugin } from "./security";
import { BODY_LIMIT } from "./vehicles/image-uploads";
import { vehicleRoutes } from "./vehicles/routes";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    /** The configured public address, no trailing slash (config.ts `publicUrl`). */
    publicUrl: string;
  }
}

export interface AppOptions {
  config: Pick<Config, "cookieSecure" | "trustedOrigins" | "trustProxy" | "logLevel" | "clientDir" | "publicUrl">;
  database: Database;
  /** Requests a minute (config.ts); tests raise them. */
  rateLimits?: Partial<Config["rateLimits"]>;
  /** scrypt cost; tests lower it, production keeps the default. */
  passwordCost?: number;
  /** false: silent. A stream: the log goes there (tests read it). */
  logger?: false | { stream: NodeJS.WritableStream };
  /** External calendar sync: its schedule (off unless given) and the test-only private-address allowance. */
  calendarSync?: CalendarSyncOptions;
  /** Booking requests' expiry and per-address limit (config.ts); tests raise the limit. */
  requests?: Partial<RequestOptions>;
  /** The outbox's mail server and worker; without it mails wait in the outbox. */
  mail?: MailOptions;
  /** When requests are refused rather than queued (config.ts); tests tighten it. */
  shedding?: Partial<LoadSheddingOptions>;
  /** Company insights' counting: how often counts are written (default a minute). */
  insights?: { flushMs?: number };
}

/** Fastify takes a hop count at run time but not in its types: a count is "trust the first n hops". */
function trustedHops(trustProxy: Config["trustProxy"]) {
  const hops = trustProxy ?? false;
  return typeof hops === "number" ? (_address: string, hop: number) => hop < hops : hops;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...requestLogOptions, ...(options.logger && { stream: options.logger.stream }) },
    // Every request but an image upload is small; those routes raise it to IMAGE_BODY_LIMIT.
    bodyLimit: BODY_LIMIT,
    // Only behind a proxy: otherwise anyone could pick their own IP for the rate limit.
    trustProxy: trustedHops(config.trustProxy),
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook("preValidation", refuseNulCharacters);

  await app.register(
    fp(
      async (instance) => {
        instance.decorate("db", database.db);
        instance.decorate("publicUrl", config.publicUrl);
      },
      { name: "database" },
    ),
  );
  await app.register(mailPlugin, { database, render: renderMail, ...options.mail });
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    hsts: config.cookieSecure,
  });
  await app.register(authPlugin, { cookieSecure: config.cookieSecure });
  await app.register(rateLimitPlugin, { database, perIpReason: TOO_MANY_ATTEMPTS });
  // Before compression: it keeps a write's first answer as it was before encoding.
  await app.register(idempotencyPlugin, { database });
  // Listings are JSON of a few hundred KB for a large marketplace; on an island mobile link that
  // is what compression is for. Brotli at quality 4 costs little CPU for most of the gain.
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    // Compressed request bodies would let a few KB become megabytes of JSON to parse.
    globalDecompression: false,
  });
  await app.register(fastifySwagger, openApiOptions(config.publicUrl));
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());

  await app.register(loadSheddingPlugin, { database, ...DEFAULT_LOAD_SHEDDING, ...options.shedding });
  // The health check is never shed: an instance refusing the excess is working as designed, and a
  // 503 here would get it restarted or taken out of rotation, its load moved onto the others.
  await app.register(healthRoutes, { ping: app.pingDatabase });
  const rateLimits = {
    auth: 20,
    failuresPerAddress: 10,
    failuresPerUsername: 100,
    images: 30,
    renders: 20,
    ...options.rateLimits,
  };
  await app.register(accountRoutes, { rateLimits, passwordCost: options.passwordCost });
  await app.register(cataloguePlugin, { database });
  await app.register(insightsPlugin, { database, ...options.insights });
  await app.register(companyRoutes);
  await app.register(vehicleRoutes, { imageUploadsPerMinute: rateLimits.images });
  await app.register(availabilityRoutes);
  const requests = { ...DEFAULT_REQUEST_OPTIONS, ...options.requests };
  await app.register(requestRoutes, { database, ...requests, imageUploadsPerMinute: rateLimits.images });
  await app.register(reviewRoutes, { database });
  await app.register(imageRoutes);
  await app.register(insightRoutes);
  await app.register(adminMailRoutes);
  await app.register(adminAuditRoutes);
  await app.register(calendarSyncPlugin, { ...options.calendarSync, database });
  if (config.clientDir) {
    await app.register(pageRoutes, { clientDir: config.clientDir, rendersPerMinute: rateLimits.renders });
  }
  return app;
}
