import { describe, expect, it } from "vitest";
import { bookingPaymentBody, paymentTermsBody } from "../../src/domain/contracts/requests/payment-schema";
import { mayCompanyCancel, mayMarkNoShow, pickUpAt, requestTimeline } from "../../src/domain/requests/lifecycle";
import {
  type PaymentRecord,
  paymentStatusOf,
  refundRefusal,
  shownPaymentStatus,
} from "../../src/domain/requests/payments";

const deposit = (amount: number): PaymentRecord => ({ kind: "deposit", amount });
const payment = (amount: number): PaymentRecord => ({ kind: "payment", amount });
const refund = (amount: number): PaymentRecord => ({ kind: "refund", amount });

describe("a booking's payment status follows from the company's records (total 300)", () => {
  it.each([
    ["nothing recorded", [], "pending"],
    ["a deposit", [deposit(200)], "deposit_paid"],
    ["part of the rental, no deposit", [payment(100)], "pending"],
    ["a deposit and part of the rental", [deposit(200), payment(100)], "deposit_paid"],
    ["the rental in two payments", [payment(100), payment(200)], "paid"],
    ["the rental, in cents that add up", [payment(100.1), payment(199.9)], "paid"],
    ["the rental and the deposit, the deposit given back", [deposit(200), payment(300), refund(200)], "paid"],
    ["a deposit given back in full", [deposit(200), refund(200)], "refunded"],
    ["everything given back", [deposit(200), payment(300), refund(500)], "refunded"],
    ["a deposit partly given back", [deposit(200), refund(50)], "deposit_paid"],
  ] as const)("%s → %s", (_name, records, status) => {
    expect(paymentStatusOf(records, 300)).toBe(status);
  });
});

describe("a refund never gives back more than is left of what was received", () => {
  it.each([
    ["nothing received", [], 1, false],
    ["all of a deposit", [deposit(200)], 200, true],
    ["a cent more than a deposit", [deposit(200)], 200.01, false],
    ["the rest after a first refund", [deposit(200), refund(150)], 50, true],
    ["more than the rest after a first refund", [deposit(200), refund(150)], 50.01, false],
    ["deposit and payment together", [deposit(0.1), payment(0.2)], 0.3, true],
  ] as const)("%s: %s", (_name, records, amount, allowed) => {
    const refusal = refundRefusal(records, amount);
    if (allowed) expect(refusal).toBeUndefined();
    else expect(refusal).toMatch(/^A refund cannot exceed what is left of the money received: \d+\.\d\d at most\.$/);
  });
});

describe("the payment status is shown only where money is due", () => {
  it.each([
    ["pending", "pending", null],
    ["rejected", "pending", null],
    ["expired", "pending", null],
    ["cancelled", "pending", null],
    ["cancelled", "refunded", "refunded"],
    ["cancelled", "deposit_paid", "deposit_paid"],
    ["confirmed", "pending", "pending"],
    ["confirmed", "deposit_paid", "deposit_paid"],
    ["completed", "paid", "paid"],
  ] as const)("%s with %s → %s", (status, paymentStatus, shown) => {
    expect(shownPaymentStatus(status, paymentStatus)).toBe(shown);
  });
});

describe("a no-show may be marked once the pick-up time has passed, in Dominica's time (UTC−4)", () => {
  const confirmed = { status: "confirmed" as const, startDate: "2026-12-10" };
  it.each([
    ["the evening before, without a time", confirmed, "2026-12-10T03:59:00Z", false],
    ["the first minute of the day, without a time", confirmed, "2026-12-10T04:00:00Z", true],
    ["before the asked 14:30", { ...confirmed, pickupTime: "14:30" }, "2026-12-10T18:29:59Z", false],
    ["at the asked 14:30", { ...confirmed, pickupTime: "14:30" }, "2026-12-10T18:30:00Z", true],
    ["days later", { ...confirmed, pickupTime: "14:30" }, "2026-12-14T12:00:00Z", true],
    ["a pending request", { ...confirmed, status: "pending" as const }, "2026-12-14T12:00:00Z", false],
    ["a cancelled booking", { ...confirmed, status: "cancelled" as const }, "2026-12-14T12:00:00Z", false],
  ])("%s → %s", (_name, booking, now, allowed) => {
    expect(mayMarkNoShow(booking, new Date(now))).toBe(allowed);
  });

  it("reads the pick-up moment from the first day and the asked time", () => {
    expect(pickUpAt("2026-12-10", "09:15").toISOString()).toBe("2026-12-10T13:15:00.000Z");
    expect(pickUpAt("2026-12-10").toISOString()).toBe("2026-12-10T04:00:00.000Z");
  });
});

describe("the company may cancel a waiting or confirmed booking whose rental has not ended", () => {
  it.each([
    ["confirmed", "2026-12-12", "2026-12-01", true],
    ["confirmed", "2026-12-12", "2026-12-12", true],
    ["confirmed", "2026-12-12", "2026-12-13", false],
    ["pending", "2026-12-12", "2026-12-01", true],
    ["rejected", "2026-12-12", "2026-12-01", false],
    ["cancelled", "2026-12-12", "2026-12-01", false],
    ["completed", "2026-12-12", "2026-12-01", false],
  ] as const)("%s ending %s, on %s → %s", (status, endDate, today, allowed) => {
    expect(mayCompanyCancel(status, endDate, today)).toBe(allowed);
  });

  it("the timeline says who cancelled", () => {
    const at = new Date("2026-12-01T12:00:00Z");
    const base = { createdAt: at, seenAt: null, decidedAt: at };
    expect(requestTimeline({ ...base, status: "cancelled", cancelledBy: "company" }).at(-1)).toEqual({
      step: "cancelled",
      at,
      by: "company",
    });
    expect(requestTimeline({ ...base, status: "confirmed", cancelledBy: null }).at(-1)).toEqual({
      step: "confirmed",
      at,
    });
  });
});

describe("the payment form's and the terms' fields", () => {
  it.each([
    [{ kind: "deposit", amount: 0, method: "cash" }, "amount"],
    [{ kind: "deposit", amount: -5, method: "cash" }, "amount"],
    [{ kind: "deposit", amount: 1_000_000.01, method: "cash" }, "amount"],
    [{ kind: "deposit", amount: 10.001, method: "cash" }, "amount"],
    [{ kind: "gift", amount: 10, method: "cash" }, "kind"],
    [{ kind: "deposit", amount: 10, method: "cheque" }, "method"],
    [{ kind: "deposit", amount: 10, method: "cash", note: "x".repeat(501) }, "note"],
  ])("refuses %j on %s", (body, field) => {
    const result = bookingPaymentBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(field);
  });

  it("accepts a deposit in cents", () => {
    expect(bookingPaymentBody.parse({ kind: "deposit", amount: 150.25, method: "bank_transfer" }).amount).toBe(150.25);
  });

  it.each([
    [{ ways: [], depositDue: "confirmation", restDue: "pick-up" }, "ways"],
    [{ ways: ["bank_transfer"], depositDue: "confirmation", restDue: "pick-up" }, "bankDetails"],
    [{ ways: ["payment_link"], depositDue: "confirmation", restDue: "pick-up" }, "paymentLinkUrl"],
    [
      {
        ways: ["payment_link"],
        paymentLinkUrl: "http://pay.example.com",
        depositDue: "confirmation",
        restDue: "pick-up",
      },
      "paymentLinkUrl",
    ],
    [{ ways: ["cash"], depositDue: "later", restDue: "pick-up" }, "depositDue"],
  ])("refuses the terms %j on %s", (body, field) => {
    const result = paymentTermsBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(field);
  });

  it("keeps only the details of the ways taken, in a fixed order", () => {
    expect(
      paymentTermsBody.parse({
        ways: ["cash", "payment_link"],
        bankDetails: "Not taken",
        paymentLinkUrl: "https://pay.example.com/island-cars",
        depositDue: "confirmation",
        restDue: "pick-up",
      }),
    ).toEqual({
      ways: ["payment_link", "cash"],
      bankDetails: null,
      paymentLinkUrl: "https://pay.example.com/island-cars",
      depositDue: "confirmation",
      restDue: "pick-up",
    });
  });
});
