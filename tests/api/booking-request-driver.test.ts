import { beforeAll, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { DRIVER_MESSAGES } from "../../src/domain/driver-checks";
import { bookings } from "../../src/server/db/schema";
import { createCompany, createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp({ requests: { perSenderPerHour: 10_000 } });
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
    payload: filledRequestForm(
      vehicleId,
      { startDate: start, endDate: addDays(start, 3) },
      {
        fullName: "Young Driver",
        dateOfBirth: "2020-01-01",
        licenseFirstIssued: "2019-01-01",
        drivingExperienceYears: 10,
      },
    ),
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
