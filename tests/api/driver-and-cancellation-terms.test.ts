import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CANCELLATION_MESSAGES, NO_CANCELLATION_POLICY } from "../../src/domain/cancellation-policy";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { DEFAULT_DRIVER_TERMS, DRIVER_TERM_MESSAGES } from "../../src/domain/driver-terms";
import { bookings, companies, mailOutbox } from "../../src/server/db/schema";
import { createCompany, createVehicle } from "../helpers/factories";
import { rendered } from "../helpers/mails";
import { filledRequestForm } from "../helpers/request-form";
import { type Actor, ownerOrAdminMatrix, setUpActors, setUpTestApp } from "../helpers/test-app";

/** Issue 22, items 5 and 6: a company's driver terms and cancellation policy, everywhere. */
const t = setUpTestApp();
const actors = setUpActors(t);
const today = todayInDominica();
const day = (n: number) => addDays(today, n);
const defaults = { ...DEFAULT_DRIVER_TERMS, ...NO_CANCELLATION_POLICY };
const strict = {
  ...defaults,
  minimumDriverAge: 25,
  minimumLicenseYears: 2,
  youngDriverFee: 15,
  youngDriverUnderAge: 30,
  permit: "company" as const,
  permitFee: 25,
  cancellation: "free_until" as const,
  freeCancellationDays: 7,
  cancellationSharePercent: 30,
};
const cookieOf = (actor: Actor) => (actor === "anonymous" ? {} : { cookie: actors[actor].cookie });
const termsUrl = (companyId: number) => `/api/companies/${companyId}/driver-and-cancellation-terms`;
const put = (actor: Actor, companyId: number, payload: object) =>
  t.app.inject({ method: "PUT", url: termsUrl(companyId), headers: cookieOf(actor), payload });

/** A listed vehicle at US$55 a day of a new company with these terms. */
async function vehicleWithTerms(terms: Partial<typeof strict> = strict) {
  const { company } = await createCompany(t.db, terms);
  return createVehicle(t.db, { companyId: company.id, dailyPrice: 55, weeklyPrice: null, monthlyPrice: null });
}
const send = (vehicleId: number, overrides: Record<string, unknown> = {}, start = 10, end = 13) =>
  t.app.inject({
    method: "POST",
    url: "/api/booking-requests",
    payload: filledRequestForm(vehicleId, { startDate: day(start), endDate: day(end) }, overrides),
  });
const fieldErrors = (response: { json(): { errors: { field: string; message: string }[] } }) =>
  Object.fromEntries(response.json().errors.map((error) => [error.field, error.message]));
/** A driver `age` on the start day 10 days from today, with a licence since 17. */
function driverAged(age: number) {
  const dateOfBirth = addDays(day(10), -365 * age - Math.ceil(age / 4) - 1);
  return { dateOfBirth, licenseFirstIssued: addDays(dateOfBirth, 365 * 17 + 5), drivingExperienceYears: 0 };
}

describe("the driver and cancellation settings", () => {
  it.each(ownerOrAdminMatrix(200))("GET: %s → %i", async (_name, actor, status) => {
    const response = await t.app.inject({ url: termsUrl(actors.own.company.id), headers: cookieOf(actor) });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) expect(response.json()).toEqual({ companyId: actors.own.company.id, ...defaults });
  });

  it.each([
    ["own company", "own", 200],
    ["another company", "other", 404],
    ["visitor", "anonymous", 401],
    ["admin, who may only look", "admin", 403],
  ] as const)("PUT: %s → %i", async (_name, actor, status) => {
    const response = await put(actor, actors.own.company.id, strict);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) {
      expect(response.json()).toEqual({ companyId: actors.own.company.id, ...strict });
      await put("own", actors.own.company.id, defaults);
    }
  });

  it.each([
    ["minimumDriverAge", { minimumDriverAge: 17 }, DRIVER_TERM_MESSAGES.minimumDriverAge],
    ["minimumLicenseYears", { minimumLicenseYears: -1 }, DRIVER_TERM_MESSAGES.minimumLicenseYears],
    ["youngDriverFee", { youngDriverFee: 0 }, DRIVER_TERM_MESSAGES.youngDriverFee],
    ["youngDriverUnderAge", { youngDriverUnderAge: 25 }, DRIVER_TERM_MESSAGES.youngDriverUnderAge],
    ["youngDriverFee", { youngDriverFee: null }, DRIVER_TERM_MESSAGES.youngDriverBoth],
    ["permit", { permit: "someone" }, DRIVER_TERM_MESSAGES.permit],
    ["permitFee", { permitFee: 1_000_001 }, DRIVER_TERM_MESSAGES.permitFee],
    ["permitNote", { permit: "renter", permitNote: "x".repeat(301) }, DRIVER_TERM_MESSAGES.permitNote],
    ["cancellation", { cancellation: "never" }, CANCELLATION_MESSAGES.cancellation],
    ["freeCancellationDays", { freeCancellationDays: 366 }, CANCELLATION_MESSAGES.freeCancellationDays],
    ["cancellationSharePercent", { cancellationSharePercent: null }, CANCELLATION_MESSAGES.cancellationSharePercent],
    ["cancellationText", { cancellation: "own_text", cancellationText: "" }, CANCELLATION_MESSAGES.cancellationText],
  ])("PUT refuses a bad %s with 400 naming it", async (field, change, message) => {
    const response = await put("own", actors.own.company.id, { ...strict, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldErrors(response)).toMatchObject({ [field]: message });
  });

  it("keeps only the fields the chosen permit and policy use", async () => {
    const response = await put("own", actors.own.company.id, {
      ...strict,
      permit: "renter",
      permitNote: "  Get it at the police station in Roseau.  ",
      cancellation: "own_text",
      cancellationText: "No refunds within 48 hours.",
    });
    expect(response.json()).toMatchObject({
      permit: "renter",
      permitFee: null,
      permitNote: "Get it at the police station in Roseau.",
      freeCancellationDays: null,
      cancellationSharePercent: null,
      cancellationText: "No refunds within 48 hours.",
    });
    await put("own", actors.own.company.id, defaults);
  });

  it("the database refuses what the schema would", async () => {
    await expect(
      t.db.update(companies).set({ minimumDriverAge: 17 }).where(eq(companies.id, actors.own.company.id)),
    ).rejects.toThrow();
    await expect(
      t.db.update(companies).set({ cancellation: "free_until" }).where(eq(companies.id, actors.own.company.id)),
    ).rejects.toThrow();
  });

  it("an edit shows in the next public rental terms and quote", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, dailyPrice: 55, weeklyPrice: null });
    const terms = async () =>
      (await t.app.inject({ url: `/api/companies/${actors.own.company.id}/rental-terms` })).json();
    const quoteUrl = `/api/vehicles/${vehicle.id}/quote?startDate=${day(10)}&endDate=${day(13)}&driverAge=22&permit=true`;
    expect((await terms()).drivers).toEqual(DEFAULT_DRIVER_TERMS);
    expect((await t.app.inject({ url: quoteUrl })).json().total).toBe(220);
    await put("own", actors.own.company.id, strict);
    expect(await terms()).toMatchObject({
      drivers: { minimumDriverAge: 25, permitFee: 25 },
      cancellation: { cancellationSharePercent: 30 },
    });
    const quote = (await t.app.inject({ url: quoteUrl })).json();
    expect(quote.lines.map((line: { kind: string; amount: number }) => [line.kind, line.amount])).toEqual([
      ["daily", 220],
      ["youngDriver", 60],
      ["drivingPermit", 25],
    ]);
    expect(quote.total).toBe(305);
    await put("own", actors.own.company.id, defaults);
  });
});

describe("the quote's driverAge", () => {
  it.each(["17", "101", "abc", "25.5"])("refuses driverAge=%s with 400 naming it", async (age) => {
    const vehicle = await vehicleWithTerms();
    const response = await t.app.inject({
      url: `/api/vehicles/${vehicle.id}/quote?startDate=${day(10)}&endDate=${day(13)}&driverAge=${age}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(fieldErrors(response))).toEqual(["driverAge"]);
  });

  it("adds no young-driver fee at the fee's age", async () => {
    const vehicle = await vehicleWithTerms();
    const quote = (
      await t.app.inject({
        url: `/api/vehicles/${vehicle.id}/quote?startDate=${day(10)}&endDate=${day(13)}&driverAge=30`,
      })
    ).json();
    expect(quote.total).toBe(220);
  });
});

describe("a request under the company's driver terms and policy", () => {
  it("refuses a driver under the minimum age or licence years with 400 naming the field, in the renter's language", async () => {
    const vehicle = await vehicleWithTerms();
    const young = await send(vehicle.id, driverAged(24));
    expect(young.statusCode, young.body).toBe(400);
    expect(fieldErrors(young)).toEqual({
      dateOfBirth: "This company rents to drivers aged 25 or older on the start date.",
    });
    const newLicence = await send(vehicle.id, {
      licenseFirstIssued: addDays(day(10), -365),
      drivingExperienceYears: 0,
      language: "fr",
    });
    expect(newLicence.statusCode, newLicence.body).toBe(400);
    expect(fieldErrors(newLicence)).toEqual({
      licenseFirstIssued:
        "Cette société loue aux conducteurs titulaires du permis depuis au moins 2 ans à la date de début.",
    });
  });

  it("records the fee lines and the policy it was sent under, which a later change leaves as it was", async () => {
    const vehicle = await vehicleWithTerms();
    await t.db.delete(mailOutbox);
    const sent = await send(vehicle.id, { ...driverAged(26), needsDominicanPermit: true });
    expect(sent.statusCode, sent.body).toBe(201);
    const created = sent.json();
    expect(created.totalPrice).toBe(305);
    const text = new URL(created.whatsappUrl).searchParams.get("text") ?? "";
    expect(text).toContain("- Young-driver fee for 4 days: US$60.00");
    expect(text).toContain("- Dominica temporary driving permit: US$25.00");
    expect(text).toContain("Cancellation policy: From 7 days before pick-up, cancelling costs 30 % of the total");

    const [stored] = await t.db.select().from(bookings).where(eq(bookings.vehicleId, vehicle.id));
    expect(stored?.priceLines?.map((line) => line.kind)).toEqual(["daily", "youngDriver", "drivingPermit"]);
    expect(stored?.cancellationPolicy).toEqual({
      cancellation: "free_until",
      freeCancellationDays: 7,
      cancellationSharePercent: 30,
      cancellationText: null,
    });
    const [receipt] = await rendered(t.db, t.db.select().from(mailOutbox).orderBy(mailOutbox.id));
    expect(receipt?.textBody).toContain(
      "Cancellation policy: From 7 days before pick-up, cancelling costs 30 % of the total; before that it is free. Nothing is charged by this site.",
    );

    await t.db
      .update(companies)
      .set({
        cancellation: "own_text",
        freeCancellationDays: null,
        cancellationSharePercent: null,
        cancellationText: "No refunds.",
      })
      .where(eq(companies.id, vehicle.companyId));
    const token = new URL(created.statusUrl).pathname.split("/").at(-1);
    const view = (await t.app.inject({ url: `/api/booking-requests/${token}` })).json();
    expect(view.cancellationPolicy).toMatchObject({ cancellation: "free_until", cancellationSharePercent: 30 });
  });

  it("a driver of the product's age is taken by a company that set nothing", async () => {
    const vehicle = await vehicleWithTerms({});
    const sent = await send(vehicle.id, driverAged(19));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().totalPrice).toBe(220);
  });
});
