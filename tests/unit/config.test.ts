import { describe, expect, it } from "vitest";
import { readConfig } from "../../src/server/config";

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
    expect(readConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
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
  ])("stops on %o with a message naming the problem", (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
