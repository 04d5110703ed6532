import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
    SEED_DEMO: flag.optional(),
    ADMIN_USERNAME: z.string().trim().min(2).optional(),
    ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional(),
    COOKIE_SECURE: flag.optional(),
    /** Behind a reverse proxy: take the client address and protocol from X-Forwarded-* headers. */
    TRUST_PROXY: flag.optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Origins (besides the request's own host) allowed to send state-changing requests, comma separated. */
    TRUSTED_ORIGINS: z.string().default(""),
  })
  .refine((env) => !env.ADMIN_USERNAME === !env.ADMIN_PASSWORD, {
    message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
  });

export interface Config {
  port: number;
  host: string;
  /** PGlite directory, or "memory://" for a throw-away database. */
  dataDir: string;
  databaseUrl?: string;
  seedDemo: boolean;
  admin?: { username: string; password: string };
  cookieSecure: boolean;
  logLevel: string;
  trustedOrigins: string[];
  trustProxy?: boolean;
  /** Directory of the built client; absent in API-only tests. */
  clientDir?: string;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "environment"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    cookieSecure: e.COOKIE_SECURE ?? false,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    trustedOrigins: e.TRUSTED_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
  };
}
