import { z } from "zod";
import { DEFAULT_RENTER_DATA_DAYS } from "../domain/requests/renter-details";
import { DEFAULT_LOAD_SHEDDING, type LoadSheddingOptions } from "./load-shedding/plugin";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const rate = (name: string) => z.coerce.number().int().min(1, `${name} must be a whole number of 1 or more`);

/**
 * Which hops may tell us the client's address: a number of proxies in front of us, or their
 * addresses (CIDR allowed). A bare "true" would let any client pick its own IP for the rate limits.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (["false", "0", "no", "off"].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    if (addresses.length > 0 && addresses.every((a) => /^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(a))) return addresses;
    ctx.addIssue({
      code: "custom",
      message: "TRUST_PROXY must be the number of proxies in front of the server, or their addresses, comma separated",
    });
    return z.NEVER;
  });

/** An http(s) origin (the app serves from its root), kept without a trailing slash so paths append to it. */
const publicUrl = z
  .string()
  .trim()
  .transform((value, ctx) => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      // reported below
    }
    if (
      !url ||
      !["http:", "https:"].includes(url.protocol) ||
      url.pathname !== "/" ||
      url.search ||
      url.hash ||
      url.username
    ) {
      ctx.addIssue({ code: "custom", message: "PUBLIC_URL must be an http(s) address such as https://rentals.dm" });
      return z.NEVER;
    }
    return url.origin;
  });

export interface RequestOptions {
  expiryHours: number;
  perSenderPerHour: number;
  /** Days after a rental ends that its renter's personal details are erased. */
  renterDataDays: number;
}
export const DEFAULT_REQUEST_OPTIONS: RequestOptions = {
  expiryHours: 48,
  perSenderPerHour: 10,
  renterDataDays: DEFAULT_RENTER_DATA_DAYS,
};

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
    TRUST_PROXY: trustProxy.optional(),
    NODE_ENV: z.string().optional(),
    AUTH_RATE_LIMIT: rate("AUTH_RATE_LIMIT").default(20),
    LOGIN_FAILURES_PER_ADDRESS: rate("LOGIN_FAILURES_PER_ADDRESS").default(10),
    LOGIN_FAILURES_PER_USERNAME: rate("LOGIN_FAILURES_PER_USERNAME").default(100),
    IMAGE_RATE_LIMIT: rate("IMAGE_RATE_LIMIT").default(30),
    RENDER_RATE_LIMIT: rate("RENDER_RATE_LIMIT").default(20),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Origins (besides PUBLIC_URL's) allowed to send state-changing requests, comma separated. */
    TRUSTED_ORIGINS: z.string().default(""),
    /** Minutes between two syncs of the external calendars; 0 turns the schedule off. */
    CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
    /** The address visitors use (scheme, host, optional port): every absolute link is built from it. */
    PUBLIC_URL: publicUrl.optional(),
    /** Load shedding (load-shedding/plugin.ts): event-loop delay (ms), requests at the database, their wait (ms). */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce
      .number()
      .int()
      .min(0, "MAX_EVENT_LOOP_DELAY_MS must be a whole number of ms, 0 for off")
      .default(DEFAULT_LOAD_SHEDDING.maxEventLoopDelayMs),
    MAX_DATABASE_REQUESTS: rate("MAX_DATABASE_REQUESTS").default(DEFAULT_LOAD_SHEDDING.maxDatabaseRequests),
    MAX_DATABASE_WAIT_MS: rate("MAX_DATABASE_WAIT_MS").default(DEFAULT_LOAD_SHEDDING.maxWaitMs),
    /** Hours a request waits for the company before it expires (or its start day ending, if sooner). */
    REQUEST_EXPIRY_HOURS: z.coerce
      .number()
      .int()
      .min(1, "REQUEST_EXPIRY_HOURS must be 1 or more")
      .max(720)
      .default(DEFAULT_REQUEST_OPTIONS.expiryHours),
    /** Booking requests an hour from one address. */
    REQUEST_RATE_LIMIT: rate("REQUEST_RATE_LIMIT").default(DEFAULT_REQUEST_OPTIONS.perSenderPerHour),
    /** Days after a rental ends that a request's personal details are erased. */
    RENTER_DATA_DAYS: z.coerce
      .number()
      .int()
      .min(1, "RENTER_DATA_DAYS must be a whole number of days, 1 or more")
      .max(3650, "RENTER_DATA_DAYS must be at most 3650 (ten years)")
      .default(DEFAULT_REQUEST_OPTIONS.renterDataDays),
    /** The mail server (`smtp://user:pass@host:587`, `smtps://` for TLS); without it mail is off. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, "SMTP_URL must look like smtp://user:password@host:587")
      .optional(),
    /** The sender of the product's mails, e.g. `Dominica Car Rental <bookings@rentals.dm>`. */
    MAIL_FROM: z.string().trim().min(3).max(200).optional(),
    /** Seconds between two looks at the outbox for mails due a retry; a new mail is sent at once. */
    MAIL_POLL_SECONDS: z.coerce.number().int().min(1, "MAIL_POLL_SECONDS must be 1 or more").max(3600).optional(),
    /** Seconds between two writes of each instance's insight counts (views, quotes, lost searches). */
    INSIGHTS_FLUSH_SECONDS: z.coerce
      .number()
      .int()
      .min(1, "INSIGHTS_FLUSH_SECONDS must be 1 or more")
      .max(3600, "INSIGHTS_FLUSH_SECONDS must be at most 3600")
      .default(60),
    /** Browser tests only: let calendar sync reach a local test server. Refused in production. */
    CALENDAR_SYNC_ALLOW_PRIVATE_ADDRESSES: flag.optional(),
  })
  .refine((env) => !env.ADMIN_USERNAME === !env.ADMIN_PASSWORD, {
    message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
  })
  .refine((env) => !(env.NODE_ENV === "production" && env.PUBLIC_URL?.startsWith("http:")), {
    message: "PUBLIC_URL must start with https:// in production",
  })
  .refine((env) => !(env.CALENDAR_SYNC_ALLOW_PRIVATE_ADDRESSES && env.NODE_ENV === "production"), {
    message: "CALENDAR_SYNC_ALLOW_PRIVATE_ADDRESSES is for tests and cannot be used in production",
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
  /** false, a hop count, or the proxies' addresses (Fastify's `trustProxy`). */
  trustProxy?: false | number | string[];
  /**
   * Logins and registrations a minute per IP; failed logins of a username per address (15 minutes)
   * and in all (the first of growing ceilings); image uploads a minute per account.
   */
  rateLimits: {
    auth: number;
    failuresPerAddress: number;
    failuresPerUsername: number;
    images: number;
    renders: number;
  };
  /** External calendar sync: minutes between rounds (0: off) and the test-only local-server allowance. */
  calendarSync: { intervalMinutes: number; allowPrivateAddresses: boolean };
  /**
   * The site's public address (no trailing slash) for sitemap, robots.txt, canonical and Open Graph
   * links and calendar feed addresses: never the request's Host header, which anyone can set.
   */
  publicUrl: string;
  /** Load shedding: the event-loop delay, the requests at work with the database at once, their wait. */
  shedding: LoadSheddingOptions;
  /**
   * Booking requests: hours until a pending one expires, requests an hour per address, days after
   * the rental that the renter's details are kept.
   */
  requests: RequestOptions;
  /** Mail (mail/plugin.ts): the server, the sender, the worker's poll interval. */
  mail: { smtpUrl?: string; from?: string; pollMs?: number };
  /** Company insights' counting (insights/plugin.ts): how often counts are written. */
  insights: { flushMs: number };
  /** Directory of the built client; absent in API-only tests. */
  clientDir?: string;
  /** Settings that work but are risky, said at start. */
  warnings: string[];
}

export const INSECURE_COOKIE_WARNING =
  "COOKIE_SECURE=false in production: the session cookie can travel over plain HTTP, where anyone on the way can read it.";

export const MAIL_OFF_WARNING =
  "SMTP_URL is not set: mail is off. Mails wait in the outbox and go out once it is set; every screen still shows everything.";

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "environment"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const warnings = [
    ...(e.PUBLIC_URL
      ? []
      : [
          `PUBLIC_URL is not set: links in sitemap.xml, shared pages and calendar feeds point to http://localhost:${e.PORT}, and only pages opened there may send writes`,
        ]),
    ...(e.NODE_ENV === "production" && e.COOKIE_SECURE === false ? [INSECURE_COOKIE_WARNING] : []),
    ...(e.SMTP_URL ? [] : [MAIL_OFF_WARNING]),
  ];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    // Demo accounts never reach production by accident: there, only an explicit SEED_DEMO=true seeds.
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && e.NODE_ENV !== "production"),
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    // Production is served over HTTPS: a session cookie sent over plain HTTP is only ever a leak.
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === "production",
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimits: {
      auth: e.AUTH_RATE_LIMIT,
      failuresPerAddress: e.LOGIN_FAILURES_PER_ADDRESS,
      failuresPerUsername: e.LOGIN_FAILURES_PER_USERNAME,
      images: e.IMAGE_RATE_LIMIT,
      renders: e.RENDER_RATE_LIMIT,
    },
    calendarSync: {
      intervalMinutes: e.CALENDAR_SYNC_MINUTES,
      allowPrivateAddresses: e.CALENDAR_SYNC_ALLOW_PRIVATE_ADDRESSES ?? false,
    },
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    requests: {
      expiryHours: e.REQUEST_EXPIRY_HOURS,
      perSenderPerHour: e.REQUEST_RATE_LIMIT,
      renterDataDays: e.RENTER_DATA_DAYS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      pollMs: e.MAIL_POLL_SECONDS && e.MAIL_POLL_SECONDS * 1000,
    },
    insights: { flushMs: e.INSIGHTS_FLUSH_SECONDS * 1000 },
    shedding: {
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
      maxDatabaseRequests: e.MAX_DATABASE_REQUESTS,
      maxWaitMs: e.MAX_DATABASE_WAIT_MS,
    },
    trustedOrigins: e.TRUSTED_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    warnings,
  };
}
