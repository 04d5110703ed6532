import { addDays, type IsoDate, todayInDominica } from "../../src/domain/dates";

/** A vehicle that passes the vehicle schema's validation, as the form sends it; override what a test is about. */
export const validVehicleInput = (overrides: Record<string, unknown> = {}, today: IsoDate = todayInDominica()) => ({
  make: "Suzuki",
  model: "Jimny",
  year: 2023,
  type: "suv",
  fuelType: "petrol",
  transmission: "manual",
  doors: 2,
  seats: 4,
  is4x4: true,
  dailyPrice: 70,
  weeklyPrice: 420,
  monthlyPrice: 1500,
  deposit: 300,
  insuranceExpiryDate: addDays(today, 100),
  licenseExpiryDate: addDays(today, 200),
  lastServiceDate: today,
  available: true,
  ...overrides,
});
