import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { createCompany, createVehicle } from "../helpers/factories";
import { setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();

describe("operations", () => {
  it("GET /healthz answers when the database does", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", catalogue: "current" });
  });

  it("compresses JSON for clients that accept brotli", async () => {
    const { company } = await createCompany(t.db);
    for (let i = 0; i < 5; i++) await createVehicle(t.db, { companyId: company.id });
    const listing = await t.app.inject({ method: "GET", url: "/api/vehicles", headers: { "accept-encoding": "br" } });
    expect(listing.statusCode).toBe(200);
    expect(listing.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(listing.rawPayload).toString())).toHaveLength(5);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain("/api/nothing-here");
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("embedded database directory", () => {
  it("belongs to one server process at a time, and is free again after close", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pglite-lock-"));
    try {
      const first = await openDatabase({ dataDir: dir });
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another server/);
      await first.close();
      const again = await openDatabase({ dataDir: dir });
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
