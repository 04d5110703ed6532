import { describe, expect, it } from "vitest";
import { BOOKING_DATE_MESSAGES } from "../../src/domain/booking-period";
import { bookingRequestSchema } from "../../src/domain/contracts/requests/account-request-schema";
import { addDays, todayInDominica } from "../../src/domain/dates";

const today = todayInDominica();

function firstIssue(input: Record<string, unknown>) {
  const result = bookingRequestSchema.safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return { field: issue?.path.join("."), message: issue?.message };
}

describe("booking request", () => {
  it.each([
    ["today to today (one day)", today, today],
    ["a week ahead", addDays(today, 7), addDays(today, 10)],
    [
      "ISO instants keep their calendar day",
      `${addDays(today, 1)}T00:00:00.000Z`,
      `${addDays(today, 2)}T23:59:59.999Z`,
    ],
  ])("accepts %s", (_name, startDate, endDate) => {
    const parsed = bookingRequestSchema.parse({ vehicleId: "3", startDate, endDate });
    // The spec's three fields; the form's choices it leaves out take their defaults (one door).
    expect(parsed).toEqual({
      vehicleId: 3,
      startDate: startDate.slice(0, 10),
      endDate: endDate.slice(0, 10),
      extras: [],
      language: "en",
      currency: "USD",
    });
  });

  it.each([
    ["a start in the past", addDays(today, -1), today, "startDate", BOOKING_DATE_MESSAGES.startInPast],
    ["an end before the start", addDays(today, 3), addDays(today, 2), "endDate", BOOKING_DATE_MESSAGES.endBeforeStart],
    ["a missing start", undefined, today, "startDate", BOOKING_DATE_MESSAGES.startRequired],
    ["an impossible end", today, "2026-02-30", "endDate", BOOKING_DATE_MESSAGES.endRequired],
    ["a year 0000 start", "0000-01-01", today, "startDate", BOOKING_DATE_MESSAGES.startRequired],
    ["a year 9999 end", today, "9999-12-31", "endDate", BOOKING_DATE_MESSAGES.endRequired],
    ["181 days", today, addDays(today, 180), "endDate", BOOKING_DATE_MESSAGES.tooLong],
    [
      "a start over two years ahead",
      addDays(today, 731),
      addDays(today, 733),
      "startDate",
      BOOKING_DATE_MESSAGES.tooFarAhead,
    ],
  ])("refuses %s", (_name, startDate, endDate, field, message) => {
    expect(firstIssue({ vehicleId: 1, startDate, endDate })).toEqual({ field, message });
  });

  it("ignores a price sent by the client", () => {
    const parsed = bookingRequestSchema.parse({ vehicleId: 1, startDate: today, endDate: today, totalPrice: 1 });
    expect(parsed).not.toHaveProperty("totalPrice");
  });
});
