import { describe, expect, it } from "vitest";
import { arrivalBody, permitBody } from "../../src/domain/contracts/requests/check-in-schema";
import { DRIVER_MESSAGES } from "../../src/domain/driver-checks";
import {
  arrivalProblem,
  CHECK_IN_MESSAGES,
  checkInStateOf,
  mayCheckIn,
  namesMatch,
  permitProblems,
} from "../../src/domain/requests/check-in";

describe("namesMatch", () => {
  it.each([
    ["Ana Visitor", "Ana Visitor", true],
    ["ana visitor", "Ana Visitor", true],
    ["  ANA   Visitor ", "Ana Visitor", true],
    ["Ana\tVisitor", "Ana  Visitor", true],
    ["Anna Visitor", "Ana Visitor", false],
    ["AnaVisitor", "Ana Visitor", false],
    ["Ana", "Ana Visitor", false],
    ["Hélène Dupont", "hélène dupont", true],
    ["Helene Dupont", "Hélène Dupont", false],
    ["", "", false],
  ])("%j against %j: %s", (typed, booked, matches) => {
    expect(namesMatch(typed, booked)).toBe(matches);
  });
});

describe("permitProblems", () => {
  const booking = { startDate: "2026-12-10", endDate: "2026-12-12" };
  const permit = {
    licenseNumber: "D123",
    licenseCountry: "USA",
    licenseExpiry: "2026-12-12",
    dateOfBirth: "2008-12-10",
  };
  it.each([
    ["valid through the last day, 18 on the first", {}, []],
    [
      "expiring the day before the last",
      { licenseExpiry: "2026-12-11" },
      [["permit.licenseExpiry", CHECK_IN_MESSAGES.licenseExpired]],
    ],
    [
      "expiring after 2100",
      { licenseExpiry: "2101-01-01" },
      [["permit.licenseExpiry", CHECK_IN_MESSAGES.licenseExpired]],
    ],
    ["18 the day after the first", { dateOfBirth: "2008-12-11" }, [["permit.dateOfBirth", DRIVER_MESSAGES.tooYoung]]],
    ["100 on the first day", { dateOfBirth: "1926-12-10" }, []],
    ["101 on the first day", { dateOfBirth: "1925-12-10" }, [["permit.dateOfBirth", DRIVER_MESSAGES.tooOld]]],
  ])("%s", (_name, change, expected) => {
    const problems = permitProblems({ ...permit, ...change }, booking).map((p) => [p.field, p.message]);
    expect(problems).toEqual(expected);
  });
});

describe("permitBody bounds", () => {
  const base = {
    licenseNumber: "D1234-5678",
    licenseCountry: "USA",
    licenseExpiry: "2030-01-01",
    dateOfBirth: "1990-01-01",
  };
  it.each([
    ["D12", true],
    ["D1", false],
    ["A".repeat(20), true],
    ["A".repeat(21), false],
    ["-D123", false],
    ["D 12-3", true],
  ])("licence number %j accepted: %s", (licenseNumber, ok) => {
    expect(permitBody.safeParse({ ...base, licenseNumber }).success).toBe(ok);
  });
  it.each([
    ["U", false],
    ["UK", true],
    ["A".repeat(56), true],
    ["A".repeat(57), false],
    ["US\nA", false],
  ])("issuing country %j accepted: %s", (licenseCountry, ok) => {
    expect(permitBody.safeParse({ ...base, licenseCountry }).success).toBe(ok);
  });
  it("refuses dates that are no dates", () => {
    expect(permitBody.safeParse({ ...base, licenseExpiry: "2030-02-30" }).success).toBe(false);
    expect(permitBody.safeParse({ ...base, dateOfBirth: "01/01/1990" }).success).toBe(false);
  });
});

describe("arrivalBody", () => {
  it("keeps nothing but the kind for a renter already on the island", () => {
    expect(arrivalBody.parse({ kind: "on-island", number: "BW 1", place: "canefield_airport" })).toEqual({
      kind: "on-island",
      number: null,
      arrivesAt: null,
      place: null,
    });
  });
  it.each([
    [{ kind: "flight", number: "BW 441", arrivesAt: "2026-12-10T09:30", place: "canefield_airport" }, true],
    [{ kind: "ferry", number: "714", arrivesAt: "2026-12-10T09:30", place: "roseau_ferry_terminal" }, true],
    [{ kind: "ferry", number: "714", arrivesAt: "2026-12-10T09:30", place: "canefield_airport" }, false],
    [{ kind: "flight", number: "BW 441", arrivesAt: "2026-12-10T24:00", place: "canefield_airport" }, false],
    [{ kind: "flight", number: "B", arrivesAt: "2026-12-10T09:30", place: "canefield_airport" }, false],
  ])("%j accepted: %s", (arrival, ok) => {
    expect(arrivalBody.safeParse(arrival).success).toBe(ok);
  });
});

describe("arrivalProblem", () => {
  it.each([
    ["2026-12-10T23:59", null],
    ["2026-12-11T00:00", CHECK_IN_MESSAGES.arrivalAfterPickup],
    ["2025-12-10T08:00", null],
    ["2025-12-09T08:00", CHECK_IN_MESSAGES.arrivalTooEarly],
  ])("arriving %s", (arrivesAt, message) => {
    expect(arrivalProblem({ arrivesAt }, "2026-12-10")?.message ?? null).toBe(message);
  });
});

describe("mayCheckIn", () => {
  const booking = { status: "confirmed" as const, startDate: "2026-12-10", pickupTime: "10:00" };
  it.each([
    [booking, "2026-12-10T13:59:59Z", true],
    [booking, "2026-12-10T14:00:00Z", false],
    [{ ...booking, pickupTime: null }, "2026-12-10T03:59:59Z", true],
    [{ ...booking, pickupTime: null }, "2026-12-10T04:00:00Z", false],
    [{ ...booking, status: "pending" as const }, "2026-12-01T00:00:00Z", false],
    [{ ...booking, status: "cancelled" as const }, "2026-12-01T00:00:00Z", false],
  ])("%j at %s: %s", (b, now, open) => {
    expect(mayCheckIn(b, new Date(now))).toBe(open);
  });
});

describe("checkInStateOf", () => {
  const none = { arrival: null, permit: null, hasLicenseFront: false, hasLicenseBack: false, signedAt: null };
  const arrival = { kind: "on-island" as const, number: null, arrivesAt: null, place: null };
  it.each([
    [none, "not-started"],
    [{ ...none, arrival }, "arrival-given"],
    [{ ...none, arrival, permit: {}, hasLicenseFront: true }, "arrival-given"],
    [{ ...none, permit: {}, hasLicenseFront: true, hasLicenseBack: true }, "license-given"],
    [{ ...none, signedAt: new Date() }, "agreement-signed"],
  ])("%j is %s", (facts, state) => {
    expect(checkInStateOf(facts)).toBe(state);
  });
});
