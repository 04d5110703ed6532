import { describe, expect, it } from "vitest";
import {
  adminVehicleEditSchema,
  maxVehicleYear,
  vehicleSchema,
} from "../../src/domain/contracts/vehicles/vehicle-schema";
import { addDays, todayInDominica } from "../../src/domain/dates";

const today = todayInDominica();
const valid = {
  make: "Toyota",
  model: "RAV4",
  year: 2024,
  type: "suv",
  fuelType: "petrol",
  transmission: "automatic",
  doors: 4,
  seats: 5,
  is4x4: true,
  dailyPrice: 85,
  weeklyPrice: 500,
  monthlyPrice: 1800,
  deposit: 400,
  insuranceExpiryDate: addDays(today, 90),
  licenseExpiryDate: addDays(today, 120),
  lastServiceDate: addDays(today, -10),
};

function issueFor(overrides: Record<string, unknown>) {
  const result = vehicleSchema.safeParse({ ...valid, ...overrides });
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { field: issue?.path.join("."), message: issue?.message };
}

describe("vehicleSchema: the message for each refused field", () => {
  it.each([
    ["make", "", "Make is required"],
    ["make", undefined, "Make is required"],
    ["model", "  ", "Model is required"],
    ["model", undefined, "Model is required"],
    ["fuelType", "", "Fuel type is required"],
    ["fuelType", "kerosene", "Fuel type is required"],
    ["transmission", undefined, "Transmission type is required"],
    ["transmission", "cvt", "Transmission type is required"],
    ["dailyPrice", -0.01, "Daily price must be greater than 0"],
    // Issue 22: a daily price of 0 is refused with the spec's words.
    ["dailyPrice", 0, "Daily price must be greater than 0"],
    ["weeklyPrice", 595.01, "Weekly price must not be more than 7 days at the daily price"],
    ["monthlyPrice", 2550.01, "Monthly price must not be more than 30 days at the daily price"],
    ["weeklyPrice", -1, "Weekly price must be greater than 0"],
    ["monthlyPrice", -1, "Monthly price must be greater than 0"],
    ["deposit", -1, "Deposit must be greater than or equal to 0"],
    ["year", 1899, "Year must be 1900 or later"],
    ["year", maxVehicleYear() + 1, "Year cannot be later than next year"],
    ["doors", 1, "Doors must be between 2 and 5"],
    ["doors", 6, "Doors must be between 2 and 5"],
    ["seats", 1, "Seats must be between 2 and 9"],
    ["seats", 10, "Seats must be between 2 and 9"],
    ["insuranceExpiryDate", today, "Insurance expiry date must be in the future"],
    ["insuranceExpiryDate", addDays(today, -1), "Insurance expiry date must be in the future"],
    ["licenseExpiryDate", today, "License expiry date must be in the future"],
    ["licenseExpiryDate", "not a date", "License expiry date must be in the future"],
    // A new vehicle's form starts without expiry dates (issue 42): left empty, they are required.
    ["insuranceExpiryDate", "", "Insurance expiry date is required"],
    ["insuranceExpiryDate", undefined, "Insurance expiry date is required"],
    ["licenseExpiryDate", " ", "License expiry date is required"],
    ["lastServiceDate", "yesterday", "Last service date must be a valid date"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(issueFor({ [field]: value })).toEqual({ field, message });
  });
});

describe("vehicleSchema: accepted values", () => {
  it.each([
    ["year 1900", { year: 1900 }],
    ["next year", { year: maxVehicleYear() }],
    ["a week and a month at exactly 7 and 30 days' price", { weeklyPrice: 595, monthlyPrice: 2550 }],
    ["two doors and nine seats", { doors: 2, seats: 9 }],
    ["form strings", { year: "2020", doors: "5", seats: "2", dailyPrice: "99.99" }],
    ["expiry tomorrow as an instant", { insuranceExpiryDate: `${addDays(today, 1)}T00:00:00.000Z` }],
    ["an https image", { image: "https://example.com/car.jpg" }],
    ["no image", { image: null }],
  ])("accepts %s", (_name, overrides) => {
    expect(vehicleSchema.safeParse({ ...valid, ...overrides }).success).toBe(true);
  });

  it.each([
    ["0", 0],
    ["an empty field", ""],
    ["null", null],
    ["nothing", undefined],
  ])("reads a weekly and monthly price of %s as not offered (null)", (_name, value) => {
    expect(vehicleSchema.parse({ ...valid, weeklyPrice: value, monthlyPrice: value })).toMatchObject({
      weeklyPrice: null,
      monthlyPrice: null,
    });
  });

  it("applies the defaults: 4 seats, not 4x4, deposit 0, available", () => {
    const { seats: _s, is4x4: _x, deposit: _d, ...rest } = valid;
    expect(vehicleSchema.parse(rest)).toMatchObject({ seats: 4, is4x4: false, deposit: 0, available: true });
  });
});

describe("adminVehicleEditSchema: an unchanged past expiry date may stay", () => {
  const lapsed = addDays(today, -3);
  const current = { insuranceExpiryDate: lapsed, licenseExpiryDate: lapsed };
  const { lastServiceDate: _l, ...row } = valid;
  const edit = (overrides: Record<string, unknown>) =>
    adminVehicleEditSchema(current).safeParse({ ...row, ...overrides, image: null });

  it("accepts the lapsed dates as they were", () => {
    expect(edit({ insuranceExpiryDate: lapsed, licenseExpiryDate: lapsed, dailyPrice: "90" }).success).toBe(true);
  });

  it.each([
    ["insuranceExpiryDate", addDays(today, -1), "Insurance expiry date must be in the future"],
    ["insuranceExpiryDate", today, "Insurance expiry date must be in the future"],
    ["licenseExpiryDate", addDays(today, -10), "License expiry date must be in the future"],
  ])("refuses %s changed to %s", (field, date, message) => {
    const result = edit({ insuranceExpiryDate: lapsed, licenseExpiryDate: lapsed, [field]: date });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("accepts a changed date in the future, and keeps the schema's other messages", () => {
    expect(edit({ insuranceExpiryDate: addDays(today, 30), licenseExpiryDate: lapsed }).success).toBe(true);
    expect(edit({ make: "", insuranceExpiryDate: lapsed, licenseExpiryDate: lapsed }).error?.issues[0]?.message).toBe(
      "Make is required",
    );
  });
});
