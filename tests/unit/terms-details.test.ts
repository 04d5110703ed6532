import { describe, expect, it } from "vitest";
import { DEFAULT_DRIVER_TERMS } from "../../src/domain/driver-terms";
import type { RentalPlace } from "../../src/domain/rental-places";
import { DETAIL_REQUIRED, missingTermsDetail } from "../../src/domain/requests/terms-details";

const airport: RentalPlace = {
  kind: "douglas_charles_airport",
  name: null,
  area: null,
  fee: 25,
  opens: null,
  closes: null,
  afterHoursFee: 0,
};
const all = {
  pickupLocation: "douglas_charles_airport",
  dropoffLocation: "douglas_charles_airport",
  dateOfBirth: "1990-01-01",
  licenseFirstIssued: "2010-01-01",
};

describe("missingTermsDetail", () => {
  it.each([
    ["no terms of its own: nothing more", [], {}, {}, null],
    ["its own places: the pick-up place", [airport], {}, {}, "pickupLocation"],
    [
      "its own places: the return place",
      [airport],
      {},
      { pickupLocation: "douglas_charles_airport" },
      "dropoffLocation",
    ],
    ["a minimum age above 18: the birth date", [], { minimumDriverAge: 21 }, {}, "dateOfBirth"],
    ["the product's 18: no birth date", [], { minimumDriverAge: 18 }, {}, null],
    ["a young-driver fee: the birth date", [], { youngDriverFee: 10, youngDriverUnderAge: 25 }, {}, "dateOfBirth"],
    ["years with a licence: its first day", [], { minimumLicenseYears: 2 }, {}, "licenseFirstIssued"],
    ["an empty value is missing", [airport], {}, { pickupLocation: "" }, "pickupLocation"],
    [
      "everything given",
      [airport],
      { minimumDriverAge: 25, minimumLicenseYears: 2, youngDriverFee: 10, youngDriverUnderAge: 30 },
      all,
      null,
    ],
  ] as const)("%s", (_case, places, drivers, given, field) => {
    const missing = missingTermsDetail({ places, drivers: { ...DEFAULT_DRIVER_TERMS, ...drivers } }, given);
    expect(missing).toEqual(field === null ? null : { field, message: DETAIL_REQUIRED[field] });
  });
});
