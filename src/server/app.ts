import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { accountRoutes } from "./accounts/routes";
import { adminRoutes } from "./admin/routes";
import { authPlugin } from "./auth/plugin";
import { bookingRoutes } from "./bookings/routes";
import { companyRoutes } from "./company/routes";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { registerErrorHandler } from "./errors";
import { healthRoutes } from "./health/routes";
import { imageRoutes } from "./images/routes";
import { marketplaceRoutes } from "./marketplace/routes";
import { pageRoutes } from "./pages/routes";
import { securityPlugin } from "./security";
import { unavailabilityRoutes } from "./unavailability/routes";
import { vehicleRoutes } from "./vehicles/routes";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
  }
}

export interface AppOptions {
  config: Pick<Config, "cookieSecure" | "trustedOrigins" | "trustProxy" | "logLevel" | "clientDir">;
  database: Database;
  /** Login/registration attempts per minute per IP. */
  authRateLimit?: number;
  /** scrypt cost; tests lower it, production keeps the default. */
  passwordCost?: number;
  logger?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Vehicle images arrive as data URLs inside JSON: 5 MB of image is ~6.7 MB of base64.
    bodyLimit: 8 * 1024 * 1024,
    // Only behind a proxy: otherwise anyone could pick their own IP for the rate limit.
    trustProxy: config.trustProxy ?? false,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(
    fp(
      async (instance) => {
        instance.decorate("db", database.db);
      },
      { name: "database" },
    ),
  );
  await app.register(securityPlugin, { trustedOrigins: config.trustedOrigins, hsts: config.cookieSecure });
  await app.register(authPlugin, { cookieSecure: config.cookieSecure });
  await app.register(fastifyRateLimit, { global: false });
  // Listings are JSON of a few hundred KB for a large marketplace; on an island mobile link that
  // is what compression is for. Brotli at quality 4 costs little CPU for most of the gain.
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: "Dominica Car Rental Marketplace API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(accountRoutes, { authRateLimit: options.authRateLimit ?? 20, passwordCost: options.passwordCost });
  await app.register(imageRoutes);
  await app.register(adminRoutes);
  await app.register(bookingRoutes);
  await app.register(vehicleRoutes);
  await app.register(unavailabilityRoutes);
  await app.register(companyRoutes);
  await app.register(marketplaceRoutes);
  if (config.clientDir) await app.register(pageRoutes, { clientDir: config.clientDir });
  return app;
}
