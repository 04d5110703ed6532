import { describe, expect, it } from "vitest";
import { vehicleName } from "../../src/domain/vehicle-name";

describe("vehicleName: how the product names a vehicle", () => {
  it.each([
    [{ make: "Toyota", model: "RAV4" }, {}, "Toyota RAV4"],
    [{ make: "Toyota", model: "RAV4", year: 2021 }, {}, "Toyota RAV4"],
    [{ make: "Toyota", model: "RAV4", year: 2021 }, { withYear: true }, "Toyota RAV4 (2021)"],
    [{ make: "Land Rover", model: "Defender 110", year: 1998 }, { withYear: true }, "Land Rover Defender 110 (1998)"],
  ])("%o %o → %s", (vehicle, options, expected) => {
    expect(vehicleName(vehicle, options)).toBe(expected);
  });
});
