import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { CHOOSE_PHONE_COUNTRY, PHONE_NOT_A_NUMBER } from "../../src/domain/phone-numbers";
import { migratePhonesToE164 } from "../../src/server/db/phones-in-e164";
import { bookings, companies, users } from "../../src/server/db/schema";
import { createBooking, createCompany, createUser, createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { login, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const today = todayInDominica();
let registrations = 0;

const register = (overrides: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: {
      username: `phone_owner_${++registrations}`,
      password: "password123",
      fullName: "Phone Owner",
      email: `phone.owner${registrations}@example.com`,
      companyName: `Phone Rentals ${registrations}`,
      phone: "767-448-2211",
      ...overrides,
    },
  });

const companyPhone = async (name: string) =>
  (await t.db.select({ phone: companies.phone }).from(companies).where(eq(companies.name, name)))[0]?.phone;

describe("phones are kept in E.164 (issue 23, item 4)", () => {
  it.each([
    ["an island number with its area code", { phone: "767-448-2211" }, "+17674482211"],
    ["another North American number: +1, not a chat in the United Kingdom", { phone: "441 292 1234" }, "+14412921234"],
    ["a French mobile typed as dialled in France", { phone: "06 12 34 56 78", phoneCountry: "FR" }, "+33612345678"],
    ["a Martinique number with the 011 prefix", { phone: "011 596 696 12 34 56" }, "+596696123456"],
    ["an extension left out", { phone: "767 448 2211 ext. 12" }, "+17674482211"],
  ])("registers %s", async (_case, phone, expected) => {
    const response = await register(phone);
    expect(response.statusCode, response.body).toBe(201);
    expect(await companyPhone(`Phone Rentals ${registrations}`)).toBe(expected);
    const [owner] = await t.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.username, `phone_owner_${registrations}`));
    expect(owner?.phone).toBe(expected);
  });

  it("refuses what is no number of the chosen country, and an unknown country, recording nothing", async () => {
    const notANumber = await register({ phone: "06 12 34 56 78" }); // French, read from Dominica
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().errors).toEqual([{ field: "phone", message: PHONE_NOT_A_NUMBER }]);
    expect(await companyPhone(`Phone Rentals ${registrations}`)).toBeUndefined();

    const unknownCountry = await register({ phoneCountry: "XX" });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().errors).toContainEqual({ field: "phoneCountry", message: CHOOSE_PHONE_COUNTRY });
    expect(await companyPhone(`Phone Rentals ${registrations}`)).toBeUndefined();
  });

  it("reads a profile's new phone, and the catalogue and the company's page answer it", async () => {
    const { company, user } = await createCompany(t.db, { name: "Bermuda Link Rentals" });
    await createVehicle(t.db, { companyId: company.id, make: "Suzuki", model: "Jimny" });
    const cookie = await login(t.app, user.username, "password123");
    const update = await t.app.inject({
      method: "PATCH",
      url: "/api/company/profile",
      headers: { cookie },
      payload: {
        name: company.name,
        contactEmail: company.contactEmail,
        contactFullName: company.contactFullName,
        address: company.address,
        cityVillage: company.cityVillage,
        parish: company.parish,
        phone: "(441) 292-1234",
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().phone).toBe("+14412921234");

    const cards = (await t.app.inject({ url: `/api/companies/${company.id}/vehicles` })).json();
    expect(cards[0].company.phone).toBe("+14412921234");
    // What the landing page and its JSON-LD dial (tests/e2e/phones.test.ts follows the links).
    expect((await t.app.inject({ url: `/api/companies/${company.id}` })).json().phone).toBe("+14412921234");

    const refused = await t.app.inject({
      method: "PATCH",
      url: "/api/company/profile",
      headers: { cookie },
      payload: { ...(update.json() as object), phone: "123 456 7890" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: "phone", message: PHONE_NOT_A_NUMBER }]);
    expect(await companyPhone(company.name)).toBe("+14412921234");
  });

  it("keeps a renter's phone read from the country they picked, and says it so in the WhatsApp text", async () => {
    const { company } = await createCompany(t.db);
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    const period = { startDate: addDays(today, 20), endDate: addDays(today, 23) };
    const response = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      payload: filledRequestForm(vehicle.id, period, { phone: "0696 12 34 56", phoneCountry: "MQ" }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(decodeURIComponent(response.json().whatsappUrl)).toContain("Phone: +596696123456");
    const [request] = await t.db
      .select({ renter: bookings.renter })
      .from(bookings)
      .where(eq(bookings.vehicleId, vehicle.id));
    expect(request?.renter?.phone).toBe("+596696123456");

    const readFromDominica = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      payload: filledRequestForm(vehicle.id, period, { phone: "0696 12 34 56" }),
    });
    expect(readFromDominica.statusCode).toBe(400);
    expect(readFromDominica.json().errors).toEqual([{ field: "phone", message: PHONE_NOT_A_NUMBER }]);
  });

  it("migrates the phones kept as typed before, leaves what reads as no number, and finds nothing the second time", async () => {
    const { company, user } = await createCompany(t.db, { name: "Typed Phone Rentals", phone: "767-445-3390" });
    await t.db.update(users).set({ phone: "(767) 225 1234" }).where(eq(users.id, user.id));
    const unreadable = await createCompany(t.db, { name: "Unreadable Phone Rentals", phone: "call the office" });
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    const renter = await createUser(t.db, { role: "renter", companyId: null });
    const booking = await createBooking(t.db, {
      vehicleId: vehicle.id,
      userId: renter.id,
      startDate: addDays(today, 30),
      endDate: addDays(today, 31),
    });
    await t.db
      .update(bookings)
      .set({ renter: { fullName: "Ana Visitor", phone: "212-736-5000" } })
      .where(eq(bookings.id, booking.id));

    expect(await migratePhonesToE164(t.db)).toBe(3);

    expect(await companyPhone("Typed Phone Rentals")).toBe("+17674453390");
    expect(await companyPhone(unreadable.company.name)).toBe("call the office");
    const [owner] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, user.id));
    expect(owner?.phone).toBe("+17672251234");
    const [request] = await t.db.select({ renter: bookings.renter }).from(bookings).where(eq(bookings.id, booking.id));
    expect(request?.renter).toEqual({ fullName: "Ana Visitor", phone: "+12127365000" });
    // The listing table's trigger carried the company's phone to its vehicle's card.
    const cards = (await t.app.inject({ url: `/api/companies/${company.id}/vehicles` })).json();
    expect(cards[0].company.phone).toBe("+17674453390");

    expect(await migratePhonesToE164(t.db)).toBe(0);
  });
});
