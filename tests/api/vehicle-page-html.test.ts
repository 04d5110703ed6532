import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createCompany, createVehicle } from "../helpers/factories";
import { login, setUpTestApp, TEST_PUBLIC_URL } from "../helpers/test-app";

/** A minimal built client: the server fills its <head> for a vehicle page (issue 24). */
const clientDir = mkdtempSync(join(tmpdir(), "client-shell-"));
writeFileSync(
  join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="shell"></head><body><div id="root"></div></body></html>',
);
const t = setUpTestApp({ clientDir });
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

async function photo(red: number) {
  const bytes = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

/** A listed Jeep of a company in Portsmouth with two photos uploaded by its owner. */
async function listedJeep() {
  const { company, user } = await createCompany(t.db, {
    name: "Nature Isle Jeeps",
    cityVillage: "Portsmouth",
    parish: "Saint John",
    user: { password: "vehicle-page-password" },
  });
  const vehicle = await createVehicle(t.db, {
    companyId: company.id,
    make: "Jeep",
    model: "Wrangler",
    year: 2021,
    type: "suv",
    seats: 4,
    is4x4: true,
    dailyPrice: 85,
  });
  const cookie = await login(t.app, user.username, "vehicle-page-password");
  const photoIds: number[] = [];
  for (const red of [200, 40]) {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/vehicles/${vehicle.id}/images`,
      headers: { cookie },
      payload: { image: await photo(red) },
    });
    expect(response.statusCode, response.body).toBe(201);
    photoIds.splice(0, photoIds.length, ...response.json<{ images: { id: number }[] }>().images.map((p) => p.id));
  }
  return { company, vehicle, photoIds };
}

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "null") as Record<
    string,
    // biome-ignore lint/suspicious/noExplicitAny: a test reads nested JSON-LD
    any
  >;

describe("a vehicle page's head: a shared link shows the car (issue 24)", () => {
  it("has the title, a description with price a day, seats and 4x4, the cover's share crop and a Car with its Offer", async () => {
    const { company, vehicle, photoIds } = await listedJeep();
    const response = await t.app.inject({
      method: "GET",
      url: `/vehicles/${vehicle.id}?start=2099-01-01&utm_source=whatsapp`,
      headers: { host: "evil.example" },
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const title = "Jeep Wrangler 2021 for rent in Dominica | Nature Isle Jeeps";
    const url = `${TEST_PUBLIC_URL}/vehicles/${vehicle.id}`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(
      '<meta name="description" content="US$85.00 a day · 4 seats · 4x4 · Automatic. From Nature Isle Jeeps in Portsmouth, Saint John, Dominica. Book by WhatsApp." />',
    );
    // One address per vehicle, whatever the dates or tracking in the link.
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${url}?lang=fr" />`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(
      `<meta property="og:image" content="${TEST_PUBLIC_URL}/api/images/${photoIds[0]}?variant=share" />`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain("evil.example");

    const car = jsonLdOf(html);
    expect(car).toMatchObject({
      "@type": "Car",
      name: "Jeep Wrangler 2021",
      url,
      brand: { name: "Jeep" },
      model: "Wrangler",
      vehicleModelDate: "2021",
      seatingCapacity: 4,
      driveWheelConfiguration: "https://schema.org/FourWheelDriveConfiguration",
      image: photoIds.map((id) => `${TEST_PUBLIC_URL}/api/images/${id}`),
      offers: {
        "@type": "Offer",
        price: "85.00",
        priceCurrency: "USD",
        priceSpecification: { unitCode: "DAY" },
        seller: { "@type": "AutoRental", name: "Nature Isle Jeeps", url: `${TEST_PUBLIC_URL}/companies/${company.id}` },
      },
    });
    // The crop the preview names is there to fetch.
    const crop = await t.app.inject({ method: "GET", url: `/api/images/${photoIds[0]}?variant=share` });
    expect(crop.statusCode).toBe(200);
    expect(crop.headers["content-type"]).toBe("image/webp");
    expect((await sharp(crop.rawPayload).metadata()).width).toBe(1200);
  });

  it("says it in French for ?lang=fr", async () => {
    const { vehicle } = await listedJeep();
    const { body: html } = await t.app.inject({ method: "GET", url: `/vehicles/${vehicle.id}?lang=fr` });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("<title>Jeep Wrangler 2021 à louer à la Dominique | Nature Isle Jeeps</title>");
    expect(html).toContain("US$85,00 par jour · 4 places · 4x4 · Automatique. Chez Nature Isle Jeeps");
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/vehicles/${vehicle.id}?lang=fr" />`);
  });

  it("answers a 404 page, noindex, for an unknown, unlisted or malformed vehicle", async () => {
    const { company } = await createCompany(t.db);
    const archived = await createVehicle(t.db, { companyId: company.id, isArchived: true });
    const pending = await createCompany(t.db, { user: { isActive: false } });
    const ofPending = await createVehicle(t.db, { companyId: pending.company.id });
    for (const url of [
      "/vehicles/999999",
      `/vehicles/${archived.id}`,
      `/vehicles/${ofPending.id}`,
      "/vehicles/0",
      "/vehicles/12345678901",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("<title>Vehicle Not Found in Dominica</title>");
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("lists every listed vehicle's page in sitemap.xml, and no unlisted one", async () => {
    const { vehicle } = await listedJeep();
    const hidden = await createVehicle(t.db, { companyId: vehicle.companyId, isArchived: true });
    const { body } = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(body).toContain(`<loc>${TEST_PUBLIC_URL}/vehicles/${vehicle.id}</loc>`);
    expect(body).not.toContain(`<loc>${TEST_PUBLIC_URL}/vehicles/${hidden.id}</loc>`);
  });
});
