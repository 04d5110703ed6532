import { describe, expect, it } from "vitest";
import { MAP_PIN_MESSAGES } from "../../src/domain/company-map-pin";
import { setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: "Nature Isle Wheels",
  contactEmail: "hello@natureisle.dm",
  phone: "7674481234",
  contactFullName: "Marie Laurent",
  address: "12 King George V Street",
  cityVillage: "Roseau",
  parish: "Saint George",
  ...overrides,
});
const patch = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: "PATCH", url: "/api/company/profile", headers: cookie ? { cookie } : {}, payload });

describe("GET /api/company/profile", () => {
  it("returns the user's own company", async () => {
    const response = await t.app.inject({ url: "/api/company/profile", headers: { cookie: actors.own.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: actors.own.company.id,
      name: actors.own.company.name,
      contactEmail: actors.own.company.contactEmail,
      phone: actors.own.company.phone,
      contactFullName: actors.own.company.contactFullName,
      address: actors.own.company.address,
      cityVillage: actors.own.company.cityVillage,
      parish: actors.own.company.parish,
      country: "Dominica",
      latitude: null,
      longitude: null,
      currency: "USD",
      description: null,
    });
  });

  it("answers 401 to a visitor and 'Company ID not found' to a user without a company", async () => {
    expect((await t.app.inject({ url: "/api/company/profile" })).statusCode).toBe(401);
    const response = await t.app.inject({ url: "/api/company/profile", headers: { cookie: actors.admin.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Company ID not found");
  });
});

describe("PATCH /api/company/profile", () => {
  it("keeps a map pin on the island, shows it on the company's public answer, and removes it with nulls", async () => {
    const portsmouth = { latitude: 15.57851, longitude: -61.45874 };
    const pinned = await patch(actors.own.cookie, profile(portsmouth));
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json()).toMatchObject(portsmouth);
    const publicAnswer = await t.app.inject({ url: `/api/companies/${actors.own.company.id}` });
    expect(publicAnswer.json()).toMatchObject(portsmouth);

    // A save that leaves the pin out (the spec's form) keeps it.
    expect((await patch(actors.own.cookie, profile())).json()).toMatchObject(portsmouth);

    for (const [payload, field, message] of [
      [{ latitude: 18.2, longitude: -66.5 }, "latitude", MAP_PIN_MESSAGES.offIsland], // Puerto Rico
      [{ latitude: 15.3, longitude: -60.9 }, "longitude", MAP_PIN_MESSAGES.offIsland], // at sea
      [{ latitude: 15.3 }, "longitude", MAP_PIN_MESSAGES.bothOrNeither],
      [{ latitude: 15.3, longitude: null }, "longitude", MAP_PIN_MESSAGES.bothOrNeither],
      [{ latitude: "north", longitude: -61.4 }, "latitude", MAP_PIN_MESSAGES.latitude],
    ] as const) {
      const refused = await patch(actors.own.cookie, profile(payload));
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().errors).toContainEqual({ field, message });
    }
    expect((await t.app.inject({ url: `/api/companies/${actors.own.company.id}` })).json()).toMatchObject(portsmouth);

    const removed = await patch(actors.own.cookie, profile({ latitude: null, longitude: null }));
    expect(removed.json()).toMatchObject({ latitude: null, longitude: null });
  });

  it("updates the own company only, and the country stays Dominica", async () => {
    const response = await patch(actors.own.cookie, profile({ country: "Barbados" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...profile(),
      phone: "+17674481234",
      id: actors.own.company.id,
      country: "Dominica",
    });
    const other = await t.app.inject({ url: "/api/company/profile", headers: { cookie: actors.other.cookie } });
    expect(other.json().name).toBe(actors.other.company.name);
  });

  it("answers 401 to a visitor and 403 to a user without a company", async () => {
    expect((await patch(undefined, profile())).statusCode).toBe(401);
    expect((await patch(actors.admin.cookie, profile())).statusCode).toBe(403);
  });

  it.each([
    ["name", "", "Company name is required"],
    ["contactEmail", "not-an-email", "Invalid email address"],
    ["phone", "", "Phone number is required"],
    ["phone", "767123", "Phone number must be at least 10 digits"],
    ["contactFullName", "", "Contact name is required"],
    ["address", "", "Address is required"],
    ["cityVillage", " ", "City/Village is required"],
    ["parish", "Saint Nowhere", "Parish is required"],
  ])("answers 400 when %s is %j", async (field, value, message) => {
    const response = await patch(actors.own.cookie, profile({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });
});

describe("the company's About text (PATCH /api/company/profile description)", () => {
  const save = (description: unknown) =>
    patch(actors.own.cookie, profile(description === undefined ? {} : { description }));

  it("is saved as written, shown on the public answer, kept when left out and removed when emptied", async () => {
    const text = "Family-run since 2009.\nWe meet you at the ferry.";
    expect((await save(`  ${text}  `)).json()).toMatchObject({ description: text });
    expect((await t.app.inject({ url: `/api/companies/${actors.own.company.id}` })).json()).toMatchObject({
      description: text,
    });
    expect((await save(undefined)).json()).toMatchObject({ description: text });
    expect((await save("   ")).json()).toMatchObject({ description: null });
  });

  it("refuses more than 1000 characters with 400 naming the field", async () => {
    const refused = await save("x".repeat(1001));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      field: "description",
      message: "About text must be at most 1000 characters",
    });
  });
});
