import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import type { DEFAULT_DRIVER_TERMS } from "../../src/domain/driver-terms";
import { rentalPlacesSchema } from "../../src/domain/rental-places-schema";
import { DETAIL_REQUIRED } from "../../src/domain/requests/terms-details";
import { replaceRentalPlaces } from "../../src/server/companies/rental-places";
import { createCompany, createUser, createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { login, setUpTestApp } from "../helpers/test-app";

/** Issue 38, point 5: POST /api/bookings and POST /api/booking-requests are one door. */
const t = setUpTestApp({ requests: { perSenderPerHour: 10_000 } });
const startDate = addDays(todayInDominica(), 12);
const period = { startDate, endDate: addDays(startDate, 4) };
const young = { dateOfBirth: addDays(startDate, -365 * 22 - 10), licenseFirstIssued: addDays(startDate, -365 * 4) };

/** A US$50-a-day vehicle of a company with an airport fee, a town, and a young-driver fee under 25. */
async function vehicleWithFees(drivers: Partial<typeof DEFAULT_DRIVER_TERMS> = {}) {
  const { company } = await createCompany(t.db, { youngDriverFee: 12, youngDriverUnderAge: 25, ...drivers });
  await replaceRentalPlaces(
    t.db,
    company.id,
    rentalPlacesSchema.parse({
      places: [
        { kind: "douglas_charles_airport", fee: 40 },
        { kind: "town", name: "Roseau", fee: 0 },
      ],
      oneWayReturns: true,
    }),
  );
  return createVehicle(t.db, { companyId: company.id, dailyPrice: 50, weeklyPrice: null, monthlyPrice: null });
}

async function signedInRenter() {
  const user = await createUser(t.db, {
    role: "renter",
    isActive: true,
    email: `door${Date.now()}${Math.random()}@example.com`,
  });
  return login(t.app, user.username, user.password);
}
const asAccount = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/bookings", headers: { cookie }, payload });

const choices = {
  pickupLocation: "douglas_charles_airport",
  dropoffLocation: "roseau",
  pickupTime: "10:00",
  needsDominicanPermit: false,
  includeInsurance: false,
  drivingExperienceYears: 3,
  ...young,
};

describe("one price through either door", () => {
  it("records the same total, airport fee and young-driver fee included, for the same dates and choices", async () => {
    const vehicle = await vehicleWithFees();
    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      payload: filledRequestForm(vehicle.id, period, choices),
    });
    expect(visitor.statusCode, visitor.body).toBe(201);
    const account = await asAccount(await signedInRenter(), { vehicleId: vehicle.id, ...period, ...choices });
    expect(account.statusCode, account.body).toBe(201);
    // 5 days × 50, the airport's 40, 5 days × 12 for a driver under 25.
    expect(visitor.json().totalPrice).toBe(350);
    expect(account.json().totalPrice).toBe(350);
    expect(account.json().priceLines.map((line: { kind: string }) => line.kind)).toEqual(
      expect.arrayContaining(["pickup_fee", "youngDriver"]),
    );
  });

  it("keeps the spec's three-field call for a company whose terms need nothing more", async () => {
    const { company } = await createCompany(t.db);
    const vehicle = await createVehicle(t.db, {
      companyId: company.id,
      dailyPrice: 50,
      weeklyPrice: null,
      monthlyPrice: null,
    });
    const response = await asAccount(await signedInRenter(), { vehicleId: vehicle.id, ...period });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().totalPrice).toBe(250);
  });

  it.each([
    ["pickupLocation", {}, { pickupLocation: undefined }],
    ["dropoffLocation", {}, { dropoffLocation: undefined }],
    ["dateOfBirth", {}, { dateOfBirth: undefined }],
    [
      "dateOfBirth",
      { youngDriverFee: null, youngDriverUnderAge: null, minimumDriverAge: 21 },
      { dateOfBirth: undefined },
    ],
    ["licenseFirstIssued", { minimumLicenseYears: 2 }, { licenseFirstIssued: undefined }],
  ] as const)("refuses a request without %s when the company's terms need it", async (field, drivers, leftOut) => {
    const vehicle = await vehicleWithFees(drivers);
    const response = await asAccount(await signedInRenter(), {
      vehicleId: vehicle.id,
      ...period,
      ...choices,
      ...leftOut,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual([{ field, message: DETAIL_REQUIRED[field] }]);
  });

  it("checks the driver's dates it is given as the form does", async () => {
    const vehicle = await vehicleWithFees();
    const response = await asAccount(await signedInRenter(), {
      vehicleId: vehicle.id,
      ...period,
      ...choices,
      dateOfBirth: addDays(startDate, -365 * 10),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("dateOfBirth");
  });
});
