import { describe, expect, it } from "vitest";
import { INSECURE_COOKIE_WARNING, MAIL_OFF_WARNING, readConfig } from "../../src/server/config";

describe("readConfig", () => {
  it("has working defaults: port 3000, PGlite in ./data with demo data", () => {
    expect(readConfig({})).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "./data",
      seedDemo: true,
      cookieSecure: false,
    });
  });

  it("switches to PostgreSQL with DATABASE_URL and then seeds no demo data by default", () => {
    const config = readConfig({ DATABASE_URL: "postgres://localhost/rentals" });
    expect(config).toMatchObject({ databaseUrl: "postgres://localhost/rentals", seedDemo: false });
  });

  it("trusts X-Forwarded-* headers only when told the server is behind a proxy", () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16" }).trustProxy).toEqual(["10.0.0.1", "192.168.0.0/16"]);
    // "true" would let any client name its own IP in X-Forwarded-For and dodge the rate limits.
    expect(() => readConfig({ TRUST_PROXY: "true" })).toThrow("TRUST_PROXY must be the number of proxies");
  });

  it("marks the session cookie Secure in production unless COOKIE_SECURE=false says otherwise, with a warning", () => {
    const site = { PUBLIC_URL: "https://rentals.dm", SMTP_URL: "smtp://mail.rentals.dm:587" };
    expect(readConfig(site)).toMatchObject({ cookieSecure: false, warnings: [] });
    expect(readConfig({ ...site, COOKIE_SECURE: "true" })).toMatchObject({ cookieSecure: true, warnings: [] });
    expect(readConfig({ ...site, NODE_ENV: "production" })).toMatchObject({ cookieSecure: true, warnings: [] });
    expect(readConfig({ ...site, NODE_ENV: "production", COOKIE_SECURE: "false" })).toMatchObject({
      cookieSecure: false,
      warnings: [INSECURE_COOKIE_WARNING],
    });
  });

  it("never seeds demo data in production unless told to", () => {
    expect(readConfig({ NODE_ENV: "production" }).seedDemo).toBe(false);
    expect(readConfig({ NODE_ENV: "production", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("reads the rate limits, so load tests can raise them", () => {
    expect(readConfig({}).rateLimits).toEqual({
      auth: 20,
      failuresPerAddress: 10,
      failuresPerUsername: 100,
      images: 30,
      renders: 20,
    });
    expect(readConfig({ LOGIN_FAILURES_PER_ADDRESS: "5" }).rateLimits.failuresPerAddress).toBe(5);
    expect(readConfig({ AUTH_RATE_LIMIT: "5000" }).rateLimits.auth).toBe(5000);
    expect(() => readConfig({ IMAGE_RATE_LIMIT: "0" })).toThrow("IMAGE_RATE_LIMIT must be a whole number of 1 or more");
  });

  it("syncs external calendars every 15 minutes, never reaching private addresses unless told", () => {
    expect(readConfig({}).calendarSync).toEqual({ intervalMinutes: 15, allowPrivateAddresses: false });
    expect(
      readConfig({ CALENDAR_SYNC_MINUTES: "0", CALENDAR_SYNC_ALLOW_PRIVATE_ADDRESSES: "true" }).calendarSync,
    ).toEqual({ intervalMinutes: 0, allowPrivateAddresses: true });
  });

  it("builds links from PUBLIC_URL, warning at start when it is unset", () => {
    expect(readConfig({ PUBLIC_URL: "https://rentals.dm/", SMTP_URL: "smtp://mail.rentals.dm" })).toMatchObject({
      publicUrl: "https://rentals.dm",
      warnings: [],
    });
    const unset = readConfig({ PORT: "8080", SMTP_URL: "smtp://mail.rentals.dm" });
    expect(unset.publicUrl).toBe("http://localhost:8080");
    expect(unset.warnings).toEqual([expect.stringContaining("PUBLIC_URL is not set")]);
  });

  it("sends mail through SMTP_URL, and says at start that mail is off without it", () => {
    expect(
      readConfig({ SMTP_URL: "smtp://user:secret@mail.rentals.dm:587", MAIL_FROM: "Rentals <b@rentals.dm>" }),
    ).toMatchObject({
      mail: { smtpUrl: "smtp://user:secret@mail.rentals.dm:587", from: "Rentals <b@rentals.dm>" },
    });
    expect(readConfig({ MAIL_POLL_SECONDS: "5", SMTP_URL: "smtps://mail.rentals.dm" }).mail.pollMs).toBe(5000);
    expect(readConfig({ PUBLIC_URL: "https://rentals.dm" }).warnings).toEqual([MAIL_OFF_WARNING]);
    expect(() => readConfig({ SMTP_URL: "mail.rentals.dm" })).toThrow(
      "SMTP_URL must look like smtp://user:password@host:587",
    );
    expect(() => readConfig({ MAIL_POLL_SECONDS: "0" })).toThrow("MAIL_POLL_SECONDS must be 1 or more");
  });

  it("keeps requests' renter details 90 days after the rental unless RENTER_DATA_DAYS says otherwise", () => {
    expect(readConfig({}).requests).toEqual({ expiryHours: 48, perSenderPerHour: 10, renterDataDays: 90 });
    expect(readConfig({ RENTER_DATA_DAYS: "30" }).requests.renterDataDays).toBe(30);
    expect(() => readConfig({ RENTER_DATA_DAYS: "0" })).toThrow(
      "RENTER_DATA_DAYS must be a whole number of days, 1 or more",
    );
  });

  it("treats empty variables as unset", () => {
    expect(readConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must start with postgres://"],
    [{ ADMIN_USERNAME: "boss" }, "ADMIN_USERNAME and ADMIN_PASSWORD must be set together"],
    [{ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD must be at least 8 characters"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ PUBLIC_URL: "rentals.dm" }, "PUBLIC_URL must be an http(s) address such as https://rentals.dm"],
    [{ PUBLIC_URL: "https://rentals.dm/shop?x=1" }, "PUBLIC_URL must be an http(s) address"],
    [{ PUBLIC_URL: "http://rentals.dm", NODE_ENV: "production" }, "PUBLIC_URL must start with https:// in production"],
    [{ CALENDAR_SYNC_MINUTES: "-1" }, "CALENDAR_SYNC_MINUTES"],
    [
      { CALENDAR_SYNC_ALLOW_PRIVATE_ADDRESSES: "true", NODE_ENV: "production" },
      "CALENDAR_SYNC_ALLOW_PRIVATE_ADDRESSES is for tests and cannot be used in production",
    ],
  ])("stops on %o with a message naming the problem", (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
