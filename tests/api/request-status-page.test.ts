import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { createBooking, createCompany, createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { setUpTestApp } from "../helpers/test-app";

/** A minimal built client: the server fills its <head>. */
const clientDir = mkdtempSync(join(tmpdir(), "client-shell-"));
writeFileSync(
  join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="shell"></head><body><div id="root"></div></body></html>',
);
const t = setUpTestApp({ clientDir, requests: { perSenderPerHour: 10_000 } });
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const today = todayInDominica();
let vehicleId: number;
let statusPath: string;

const form = (overrides: Record<string, unknown> = {}) =>
  filledRequestForm(vehicleId, { startDate: addDays(today, 10), endDate: addDays(today, 12) }, overrides);
const send = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/booking-requests", payload, remoteAddress: "203.0.113.9" });

beforeAll(async () => {
  const { company } = await createCompany(t.db);
  vehicleId = (await createVehicle(t.db, { companyId: company.id, make: "Toyota", model: "RAV4" })).id;
  const created = (await send(form())).json();
  statusPath = new URL(created.statusUrl).pathname;
});

const expectPrivate = (headers: Record<string, unknown>) => {
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-robots-tag"]).toBe("noindex");
};

describe("a request's status page (/requests/:token)", () => {
  it("is sent private and unindexed, titled with the reference, never rendered with the renter's details", async () => {
    const response = await t.app.inject({ method: "GET", url: statusPath });
    expect(response.statusCode).toBe(200);
    expectPrivate(response.headers);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).toMatch(/<title>Booking request DR-[2-9A-Z]{5}<\/title>/);
    // The browser renders it: the shell's root stays empty, so nothing of the renter is in the HTML.
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain("Ana Visitor");
    expect(response.body).not.toContain("D1234-5678");
  });

  it("answers 404, private and unindexed, for a link that opens no request, well formed or not", async () => {
    for (const url of [`/requests/${"A".repeat(43)}`, "/requests/not-a-token"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expectPrivate(response.headers);
      expect(response.body).toContain("<title>This request link is not valid</title>");
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("keeps the usual policies on other pages", async () => {
    const response = await t.app.inject({ method: "GET", url: "/vehicles" });
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});

describe("refusals a renter reads", () => {
  it("names the taken days in the request's language", async () => {
    const { user } = await createCompany(t.db);
    const startDate = addDays(today, 40);
    await createBooking(t.db, { userId: user.id, vehicleId, startDate, endDate: startDate, status: "confirmed" });
    const dates = { startDate, endDate: addDays(startDate, 2) };
    const french = await send(form({ ...dates, email: "fr@example.com", language: "fr" }));
    expect(french.statusCode).toBe(409);
    expect(french.json().message).toMatch(/^Le véhicule est réservé le \d+ \S+ \d{4}\. Choisissez d'autres dates\.$/);
    const english = await send(form({ ...dates, email: "en@example.com" }));
    expect(english.json().message).toMatch(/^The vehicle is booked on \S+ \d+, \d{4}\. Choose other dates\.$/);
  });
});
