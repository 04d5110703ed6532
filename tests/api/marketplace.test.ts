import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANDING_COORDINATES } from "../../src/domain/company-landing";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { buildApp } from "../../src/server/app";
import { companies, companyPlaces, users } from "../../src/server/db/schema";
import { createBooking, createCompany, createUnavailability, createUser, createVehicle } from "../helpers/factories";
import { setUpTestApp, TEST_PUBLIC_URL } from "../helpers/test-app";

const t = setUpTestApp();
const today = todayInDominica();
const day = (n: number) => addDays(today, n);

type Listed = { id: number; make: string; model: string; company: { id: number; name: string; phone: string } };

async function get<T = Listed[]>(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json() as T };
}
const sortIds = (list: Array<number | undefined>) => list.map(Number).sort((a, b) => a - b);
const ids = async (url: string) => {
  const { status, body } = await get(url);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.map((v) => v.id).sort((a, b) => a - b);
};

// A small marketplace: one public company with a varied fleet, plus every kind of hidden vehicle.
const fleet: Record<string, number> = {};
let publicCompany: { id: number };
let featuredCompany: { id: number };
let hidden: { inactive: number; archived: number; landingOff: number };

beforeAll(async () => {
  const customer = await createUser(t.db, { role: "customer", isActive: true });

  ({ company: publicCompany } = await createCompany(t.db, {
    name: "Roseau Rides",
    phone: "+17674481111",
    rating: 4.9,
    reviewCount: 12,
  }));
  const c = publicCompany.id;
  fleet.corolla = (await createVehicle(t.db, { companyId: c, make: "Toyota", model: "Corolla" })).id;
  fleet.rav4 = (
    await createVehicle(t.db, {
      companyId: c,
      make: "Toyota",
      model: "RAV4",
      type: "suv",
      doors: 5,
      seats: 7,
      is4x4: true,
      dailyPrice: 90,
      deposit: 500,
    })
  ).id;
  fleet.jimny = (
    await createVehicle(t.db, {
      companyId: c,
      make: "Suzuki",
      model: "Jimny",
      type: "suv",
      doors: 2,
      seats: 4,
      is4x4: true,
      transmission: "manual",
      dailyPrice: 70,
      deposit: 250,
    })
  ).id;
  fleet.percent = (
    await createVehicle(t.db, { companyId: c, make: "Odd", model: "100%_Electric", dailyPrice: 150 })
  ).id;
  fleet.archivedVehicle = (
    await createVehicle(t.db, { companyId: c, make: "Old", model: "Wreck", isArchived: true })
  ).id;

  // Availability: the Corolla is under maintenance on days 5–7, the RAV4 booked (confirmed) on days
  // 10–12; a pending booking on the Jimny must not block it.
  await createUnavailability(t.db, { vehicleId: fleet.corolla, startDate: day(5), endDate: day(7) });
  await createBooking(t.db, {
    userId: customer.id,
    vehicleId: fleet.rav4,
    startDate: day(10),
    endDate: day(12),
    status: "confirmed",
  });
  await createBooking(t.db, { userId: customer.id, vehicleId: fleet.jimny, startDate: day(5), endDate: day(12) });

  const inactive = await createCompany(t.db, { name: "Waiting Co", user: { isActive: false } });
  const archived = await createCompany(t.db, { name: "Gone Co", isArchived: true });
  const landingOff = await createCompany(t.db, { name: "Quiet Co", isLandingPageEnabled: false });
  hidden = {
    inactive: (await createVehicle(t.db, { companyId: inactive.company.id })).id,
    archived: (await createVehicle(t.db, { companyId: archived.company.id })).id,
    landingOff: (await createVehicle(t.db, { companyId: landingOff.company.id, make: "Quiet", model: "Car" })).id,
  };
  ({ company: featuredCompany } = await createCompany(t.db, {
    name: "Zebra Featured Hire",
    rating: 3,
    reviewCount: 1,
    user: { isFeatured: true },
  }));
});

describe("GET /api/vehicles visibility", () => {
  it("lists only non-archived vehicles of active, non-archived companies", async () => {
    const listed = await ids("/api/vehicles");
    expect(listed).toEqual(sortIds([fleet.corolla, fleet.rav4, fleet.jimny, fleet.percent, hidden.landingOff]));
    for (const id of [fleet.archivedVehicle, hidden.inactive, hidden.archived]) expect(listed).not.toContain(id);
  });

  it("carries the listing fields with the company's name and phone and no private columns", async () => {
    const { body } = await get<Record<string, unknown>[]>("/api/vehicles?q=corolla");
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      id: fleet.corolla,
      make: "Toyota",
      model: "Corolla",
      type: "sedan",
      doors: 4,
      seats: 5,
      dailyPrice: 60,
      weeklyPrice: 350,
      monthlyPrice: 1300,
      deposit: 300,
      transmission: "automatic",
      year: 2022,
      company: { id: publicCompany.id, name: "Roseau Rides", phone: "+17674481111" },
    });
    for (const hidden of ["imageId", "insuranceExpiryDate", "licenseExpiryDate", "lastServiceDate", "isArchived"]) {
      expect(body[0]).not.toHaveProperty(hidden);
    }
  });

  it("hides a vehicle as soon as its company's user is deactivated", async () => {
    const { company, user } = await createCompany(t.db);
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    // These writes bypass the app: on PostgreSQL the cache hears of them by NOTIFY a moment after
    // the commit (docs/architecture.md, "Write through the cache"), so allow it a bounded second.
    await expect.poll(() => ids("/api/vehicles"), { timeout: 1_000 }).toContain(vehicle.id);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await expect.poll(() => ids("/api/vehicles"), { timeout: 1_000 }).not.toContain(vehicle.id);
    await t.db.delete(companies).where(eq(companies.id, company.id));
  });
});

describe("GET /api/vehicles filters", () => {
  it.each([
    ["type=suv", ["rav4", "jimny"]],
    ["q=toyota", ["corolla", "rav4"]],
    ["q=RAV", ["rav4"]],
    ["q=toyota%20rav", ["rav4"]],
    ["q=%25", ["percent"]], // a literal %, not a wildcard
    ["q=_", ["percent"]],
    ["q=nothing-like-this", []],
    ["doors=2", ["jimny"]],
    ["seats=7", ["rav4"]],
    ["seats=5", ["corolla", "rav4", "percent"]], // a minimum: the 7-seater too
    ["seats=4", ["corolla", "rav4", "jimny", "percent"]],
    ["is4x4=true", ["rav4", "jimny"]],
    ["is4x4=false", ["corolla", "percent"]],
    ["transmission=automatic", ["corolla", "rav4", "percent"]],
    ["transmission=manual", ["jimny"]],
    ["is4x4=true&transmission=automatic&seats=5", ["rav4"]],
    ["minPrice=80", ["rav4", "percent"]],
    ["maxPrice=70", ["corolla", "jimny"]],
    ["minPrice=60&maxPrice=90", ["corolla", "rav4", "jimny"]],
    ["maxDeposit=300", ["corolla", "jimny", "percent"]],
    ["minDeposit=300", ["corolla", "rav4", "percent"]],
    ["minDeposit=260&maxDeposit=400", ["corolla", "percent"]],
    ["type=suv&maxPrice=80&seats=4", ["jimny"]],
  ])("%s", async (query, expected) => {
    const listed = (await ids(`/api/vehicles?${query}`)).filter((id) => id !== hidden.landingOff);
    expect(listed).toEqual(sortIds(expected.map((name) => fleet[name])));
  });
});

describe("GET /api/vehicles order", () => {
  const publicFleet = async (query: string) =>
    (await get<{ id: number }[]>(`/api/vehicles?${query}`)).body
      .map((vehicle) => vehicle.id)
      .filter((id) => id !== hidden.landingOff);

  it.each([
    ["sort=price", ["corolla", "jimny", "rav4", "percent"]], // 60, 70, 90, 150 a day
    ["sort=newest", ["percent", "jimny", "rav4", "corolla"]], // the last listed first
    ["sort=price&maxPrice=80", ["corolla", "jimny"]],
    [`sort=price&start=${day(13)}&end=${day(20)}`, ["corolla", "jimny", "rav4", "percent"]],
    [`sort=newest&start=${day(4)}&end=${day(5)}`, ["percent", "jimny", "rav4"]], // the Corolla is in maintenance
  ])("%s", async (query, expected) => {
    expect(await publicFleet(query)).toEqual(expected.map((name) => fleet[name]));
  });

  it("pages through one order without repeating or losing a vehicle", async () => {
    const pages: number[] = [];
    for (const page of [1, 2, 3, 4, 5]) pages.push(...(await publicFleet(`sort=price&pageSize=1&page=${page}`)));
    expect(pages).toEqual(["corolla", "jimny", "rav4", "percent"].map((name) => fleet[name]));
  });
});

describe("GET /api/vehicles availability window", () => {
  const publicFleet = async (query: string) =>
    (await ids(`/api/vehicles?${query}`)).filter((id) => id !== hidden.landingOff);
  const all = () => sortIds([fleet.corolla, fleet.rav4, fleet.jimny, fleet.percent]);

  it.each([
    [1, 4, "before everything", []],
    [4, 5, "touching the first maintenance day", ["corolla"]],
    [7, 9, "touching the last maintenance day", ["corolla"]],
    [8, 9, "between the two", []],
    [6, 6, "one day inside maintenance", ["corolla"]],
    [12, 20, "overlapping the confirmed booking's last day", ["rav4"]],
    [1, 30, "spanning both", ["corolla", "rav4"]],
    [13, 20, "after everything", []],
  ])("days %i–%i (%s) exclude %o", async (start, end, _label, excluded) => {
    const expected = all().filter((id) => !excluded.map((name) => fleet[name]).includes(id));
    expect(await publicFleet(`start=${day(start)}&end=${day(end)}`)).toEqual(expected);
  });

  it("ignores pending, rejected and cancelled bookings", async () => {
    expect(await publicFleet(`start=${day(5)}&end=${day(12)}&type=suv&doors=2`)).toEqual([fleet.jimny]);
  });

  it("combines with the other filters", async () => {
    expect(await publicFleet(`start=${day(10)}&end=${day(10)}&type=suv`)).toEqual([fleet.jimny]);
  });
});

describe("GET /api/vehicles bad parameters", () => {
  it.each([
    ["type=spaceship", "type", "type must be one of sedan, suv, van, luxury, hatchback, pickup, bike, scooter"],
    ["doors=abc", "doors", "doors must be a number"],
    ["doors=3.5", "doors", "doors must be a whole number"],
    ["doors=9", "doors", "doors must be between 2 and 5"],
    ["seats=1", "seats", "seats must be between 2 and 9"],
    ["minPrice=-5", "minPrice", "minPrice must be 0 or more"],
    ["maxDeposit=lots", "maxDeposit", "maxDeposit must be a number"],
    ["minPrice=100&maxPrice=50", "maxPrice", "maxPrice must not be below minPrice"],
    ["minDeposit=400&maxDeposit=300", "maxDeposit", "maxDeposit must not be below minDeposit"],
    ["start=2026-02-30&end=2026-03-02", "start", "start must be a date written YYYY-MM-DD"],
    ["start=tomorrow&end=2026-03-02", "start", "start must be a date written YYYY-MM-DD"],
    [`start=${day(1)}`, "end", "start and end must be given together"],
    [`end=${day(1)}`, "start", "start and end must be given together"],
    [`start=${day(3)}&end=${day(2)}`, "end", "End date cannot be before start date"],
    [`start=${day(-1)}&end=${day(2)}`, "start", "Start date cannot be in the past"],
    [`start=${day(1)}&end=${day(181)}`, "end", "A rental can be at most 180 days long"],
    [`start=${day(800)}&end=${day(802)}`, "start", "Start date must be within 2 years from today"],
    ["is4x4=maybe", "is4x4", "is4x4 must be true or false"],
    ["transmission=cvt", "transmission", "transmission must be one of manual, automatic"],
    ["sort=cheapest", "sort", "sort must be one of price, newest, rating"],
    [`q=${"x".repeat(101)}`, "q", "q must be at most 100 characters"],
  ])("%s → 400 naming %s", async (query, field, message) => {
    const { status, body } = await get<{ message: string; errors: { field: string; message: string }[] }>(
      `/api/vehicles?${query}`,
    );
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.errors).toContainEqual({ field, message });
  });
});

describe("GET /api/companies", () => {
  it("lists public companies with the landing page on, featured first", async () => {
    const { status, body } = await get<{ id: number; name: string; isFeatured: boolean }[]>("/api/companies");
    expect(status).toBe(200);
    const names = body.map((c) => c.name);
    expect(names[0]).toBe("Zebra Featured Hire");
    expect(body.map((c) => c.isFeatured)).toEqual(body.map((c) => c.name === "Zebra Featured Hire"));
    expect(names).toContain("Roseau Rides");
    for (const name of ["Waiting Co", "Gone Co", "Quiet Co"]) expect(names).not.toContain(name);
  });

  it("answers the fields the Companies page shows", async () => {
    const { body } = await get<Record<string, unknown>[]>("/api/companies");
    expect(body.find((c) => c.id === featuredCompany.id)).toMatchObject({
      name: "Zebra Featured Hire",
      rating: 3,
      phone: "+17674480000",
      contactEmail: expect.stringContaining("@"),
      address: expect.any(String),
      cityVillage: "Roseau",
      parish: "Saint George",
      country: "Dominica",
      isLandingPageEnabled: true,
    });
  });
});

describe("GET /api/companies/:id and its vehicles", () => {
  it("answers a public company and its listed vehicles only", async () => {
    const company = await get<{ name: string }>(`/api/companies/${publicCompany.id}`);
    expect(company).toMatchObject({ status: 200, body: { name: "Roseau Rides" } });
    expect(await ids(`/api/companies/${publicCompany.id}/vehicles`)).toEqual(
      sortIds([fleet.corolla, fleet.rav4, fleet.jimny, fleet.percent]),
    );
  });

  it("answers a company whose landing page is off, flagged, so the page can say so", async () => {
    const quiet = (await get("/api/vehicles?q=quiet")).body[0];
    expect(quiet).toBeDefined();
    const { status, body } = await get<{ isLandingPageEnabled: boolean }>(`/api/companies/${quiet?.company.id}`);
    expect(status).toBe(200);
    expect(body.isLandingPageEnabled).toBe(false);
  });

  it("gives an empty fleet for a public company without vehicles", async () => {
    expect(await get(`/api/companies/${featuredCompany.id}/vehicles`)).toEqual({ status: 200, body: [] });
  });

  it.each([
    ["inactive", "Waiting Co"],
    ["archived", "Gone Co"],
  ])("404s for an %s company and its vehicles", async (_kind, name) => {
    const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
    for (const url of [`/api/companies/${row?.id}`, `/api/companies/${row?.id}/vehicles`]) {
      const { status, body } = await get<{ message: string }>(url);
      expect(status).toBe(404);
      expect(body.message).toBe("Company not found");
    }
  });

  it("404s for a missing company and 400s for a malformed id", async () => {
    expect((await get("/api/companies/999999")).status).toBe(404);
    expect((await get("/api/companies/999999/vehicles")).status).toBe(404);
    expect((await get("/api/companies/abc")).status).toBe(400);
  });
});

describe("GET /companies/:id HTML head", () => {
  let pages: FastifyInstance;

  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), "client-"));
    writeFileSync(
      join(clientDir, "index.html"),
      '<html><head><title>Shell</title><meta name="description" content="Shell text" /></head><body></body></html>',
    );
    pages = await buildApp({
      config: { cookieSecure: false, trustedOrigins: [], logLevel: "silent", clientDir, publicUrl: TEST_PUBLIC_URL },
      database: t.database,
      logger: false,
      // As every test app (buildTestApp): a busy machine must not shed the page's in-process API reads.
      shedding: { maxEventLoopDelayMs: 0 },
    });
    await pages.ready();
  });
  afterAll(() => pages.close());

  const html = async (url: string) => {
    const response = await pages.inject({ method: "GET", url, headers: { host: "evil.example" } });
    return { status: response.statusCode, body: response.body };
  };

  it("puts title, description, Open Graph, Twitter and AutoRental JSON-LD in the page", async () => {
    await createVehicle(t.db, {
      companyId: featuredCompany.id,
      image: "/api/images/42",
      dailyPrice: 45,
    });
    // Written past the app: on PostgreSQL this instance hears of it by NOTIFY a moment after the
    // commit, and its read model then takes it in (docs/decisions/catalogue-read-model.md).
    await pages.catalogue.version.settle();
    await pages.catalogue.model.idle();
    const { status, body } = await html(`/companies/${featuredCompany.id}`);
    expect(status).toBe(200);
    expect(body).toContain("<title>Zebra Featured Hire | Car Rental in Dominica</title>");
    expect(body).not.toContain("<title>Shell</title>");
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(body).toMatch(
      /<meta name="description" content="Rent a car from Zebra Featured Hire in Roseau, Saint George, Dominica\. 1 vehicles from US\$45\.00\/day\./,
    );
    expect(body).toContain('<meta property="og:title" content="Zebra Featured Hire | Car Rental in Dominica" />');
    // The 1200×630 crop, the shape a shared link previews large.
    expect(body).toContain(
      [
        '<meta property="og:image" content="http://rent.example.dm/api/images/42?variant=share" />',
        '<meta property="og:image:type" content="image/webp" />',
        '<meta property="og:image:width" content="1200" />',
        '<meta property="og:image:height" content="630" />',
      ].join("\n    "),
    );
    expect(body).toContain(
      '<meta name="twitter:image" content="http://rent.example.dm/api/images/42?variant=share" />',
    );
    expect(body).toContain(
      `<meta property="og:url" content="http://rent.example.dm/companies/${featuredCompany.id}" />`,
    );
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)?.[1];
    const jsonLd = JSON.parse(json ?? "null");
    // No places of its own: no hours, never invented ones.
    expect(jsonLd).not.toHaveProperty("openingHours");
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoRental",
      name: "Zebra Featured Hire",
      telephone: "+17674480000",
      email: expect.stringContaining("@example.com"),
      address: { addressLocality: "Roseau", addressRegion: "Saint George", addressCountry: "DM" },
      // No pin of its own: the spec's fixed coordinates.
      geo: { "@type": "GeoCoordinates", ...LANDING_COORDINATES },
      priceRange: "US$45.00 a day",
    });
  });

  it("puts the company's own map pin and its fleet's price range in the JSON-LD", async () => {
    const { company } = await createCompany(t.db, { name: "Pinned Hire" });
    await createVehicle(t.db, { companyId: company.id, dailyPrice: 120 });
    await createVehicle(t.db, { companyId: company.id, dailyPrice: 38.5 });
    await t.db.update(companies).set({ latitude: 15.57851, longitude: -61.45874 }).where(eq(companies.id, company.id));
    await pages.catalogue.version.settle();
    await pages.catalogue.model.idle();
    const { body } = await html(`/companies/${company.id}`);
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)?.[1] ?? "null");
    expect(json.geo).toEqual({ "@type": "GeoCoordinates", latitude: 15.57851, longitude: -61.45874 });
    expect(json.priceRange).toBe("US$38.50–US$120.00 a day");
  });

  it("states the opening hours its own places keep, and none when they differ", async () => {
    const { company } = await createCompany(t.db, { name: "Hours Hire" });
    const place = { companyId: company.id, kind: "town" as const, opens: "08:00", closes: "17:00" };
    await t.db.insert(companyPlaces).values([
      { ...place, position: 0, name: "Roseau" },
      { ...place, position: 1, name: "Portsmouth" },
    ]);
    await pages.catalogue.version.settle();
    await pages.catalogue.model.idle();
    const hoursOf = async () =>
      JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
          (await html(`/companies/${company.id}`)).body,
        )?.[1] ?? "null",
      ).openingHours;
    expect(await hoursOf()).toBe("Mo-Su 08:00-17:00");

    await t.db.update(companyPlaces).set({ opens: "07:00" }).where(eq(companyPlaces.name, "Portsmouth"));
    await pages.catalogue.version.settle();
    await pages.catalogue.model.idle();
    expect(await hoursOf()).toBeUndefined();
  });

  it("states only what a company entered: no parish it never chose, no blank address fields", async () => {
    const { company } = await createCompany(t.db, {
      name: "Fresh Start Hire",
      address: "",
      cityVillage: "",
      parish: null,
    });
    const api = await get<{ parish: string | null }>(`/api/companies/${company.id}`);
    expect(api.body.parish).toBeNull();
    const { status, body } = await html(`/companies/${company.id}`);
    expect(status).toBe(200);
    expect(body).not.toMatch(/Saint Andrew/i);
    expect(body).toMatch(/<meta name="description" content="Rent a car from Fresh Start Hire in Dominica\./);
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)?.[1] ?? "null");
    expect(json.address).toEqual({ "@type": "PostalAddress", addressCountry: "DM" });
  });

  it("gives a newly registered company no parish until it chooses one", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        username: "fresh_parish",
        password: "password123",
        fullName: "Fresh Owner",
        email: "fresh.owner@example.com",
        phone: "+17674481111",
        companyName: "Fresh Parish Rentals",
        role: "company",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db
      .select({ parish: companies.parish })
      .from(companies)
      .where(eq(companies.name, "Fresh Parish Rentals"));
    expect(row).toEqual({ parish: null });
  });

  it("escapes a hostile company name in every context", async () => {
    const name = `</script><script>alert(1)</script>"><img src=x onerror=alert(2)>`;
    const { company } = await createCompany(t.db, { name });
    const { body } = await html(`/companies/${company.id}`);
    expect(body).not.toContain("<script>alert(1)");
    expect(body).not.toContain("<img src=x");
    expect(body).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img");
    expect(body.match(/<\/script>/g)).toHaveLength(1); // only the JSON-LD's own closing tag
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)?.[1];
    expect(JSON.parse(json ?? "null").name).toBe(name);
  });

  it("answers 404 with the not-found title for a missing or hidden company", async () => {
    const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, "Gone Co"));
    for (const url of ["/companies/999999", `/companies/${row?.id}`, "/companies/not-a-number"]) {
      const { status, body } = await html(url);
      expect(status).toBe(404);
      expect(body).toContain("<title>Car Rental Company Not Found in Dominica</title>");
      expect(body).not.toContain("application/ld+json");
    }
  });

  it("says the landing page is unavailable when it is off", async () => {
    const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, "Quiet Co"));
    const { status, body } = await html(`/companies/${row?.id}`);
    expect(status).toBe(200);
    expect(body).toContain("<title>Landing Page Temporarily Unavailable</title>");
    expect(body).not.toContain("application/ld+json");
  });
});
