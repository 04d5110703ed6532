import { beforeAll, expect, it } from "vitest";
import { bookingInquiryDefaults } from "../../src/domain/contracts/bookings/booking-inquiry-schema";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { DRIVER_MESSAGES } from "../../src/domain/driver-checks";
import { bookings } from "../../src/server/db/schema";
import { createCompany, createVehicle } from "../helpers/factories";
import { setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp({ requests: { perAddressPerHour: 10_000 } });
const start = addDays(todayInDominica(), 10);
let vehicleId: number;

beforeAll(async () => {
  const { company } = await createCompany(t.db);
  vehicleId = (await createVehicle(t.db, { companyId: company.id })).id;
});

it("refuses a request whose driver's dates do not fit, naming each field, and records nothing", async () => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/booking-requests",
    payload: {
      ...bookingInquiryDefaults({ startDate: start, endDate: addDays(start, 3) }),
      vehicleId,
      fullName: "Young Driver",
      email: "young@example.com",
      phone: "+1 212 736 5000",
      nationality: "American",
      dateOfBirth: "2020-01-01",
      driverLicenseNumber: "D1",
      licenseClass: "C",
      licenseFirstIssued: "2019-01-01",
      licenseCountry: "USA",
      drivingExperienceYears: 10,
    },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual(
    expect.arrayContaining([
      { field: "dateOfBirth", message: DRIVER_MESSAGES.tooYoung },
      { field: "licenseFirstIssued", message: DRIVER_MESSAGES.licenceBeforeSixteen },
      { field: "drivingExperienceYears", message: DRIVER_MESSAGES.experienceTooLong },
    ]),
  );
  expect(await t.db.select().from(bookings)).toEqual([]);
});
