import { describe, expect, it } from "vitest";
import {
  CANCELLATION_MESSAGES,
  type CancellationPolicy,
  cancellationCost,
  cancellationCostSentence,
  cancellationPolicySentence,
  NO_CANCELLATION_POLICY,
} from "../../src/domain/cancellation-policy";
import { driverAndCancellationTermsBody } from "../../src/domain/contracts/companies";
import { addDays } from "../../src/domain/dates";
import { DEFAULT_DRIVER_TERMS } from "../../src/domain/driver-terms";
import { formatMoney } from "../../src/domain/money";

const sevenDays30: CancellationPolicy = {
  cancellation: "free_until",
  freeCancellationDays: 7,
  cancellationSharePercent: 30,
  cancellationText: null,
};
const startDate = "2027-03-20";
const cost = (today: string, policy = sevenDays30, isConfirmed = true) =>
  cancellationCost({ policy, total: 220, startDate, today, isConfirmed });

describe("what cancelling costs under a policy (issue 22, item 6)", () => {
  it.each([
    ["8 days before pick-up: free", addDays(startDate, -8), { kind: "nothing", reason: "in_time" }],
    [
      "exactly 7 days before: the share",
      addDays(startDate, -7),
      { kind: "share", amount: 66, percent: 30, fromDays: 7 },
    ],
    ["the pick-up day: the share", startDate, { kind: "share", amount: 66, percent: 30, fromDays: 7 }],
    ["after pick-up: the share", addDays(startDate, 2), { kind: "share", amount: 66, percent: 30, fromDays: 7 }],
  ])("%s", (_name, today, expected) => {
    expect(cost(today)).toEqual(expected);
  });

  it("a free policy (0 %) costs nothing, even on the pick-up day", () => {
    expect(cost(startDate, { ...sevenDays30, cancellationSharePercent: 0 })).toEqual({
      kind: "nothing",
      reason: "in_time",
    });
  });

  it("0 days: free until the day before, the share from the pick-up day", () => {
    const sameDay = { ...sevenDays30, freeCancellationDays: 0 };
    expect(cost(addDays(startDate, -1), sameDay).kind).toBe("nothing");
    expect(cost(startDate, sameDay).kind).toBe("share");
  });

  it("a text-only policy and no policy put no figure on it", () => {
    const ownText = { ...NO_CANCELLATION_POLICY, cancellation: "own_text" as const, cancellationText: "No refunds." };
    expect(cost(startDate, ownText)).toEqual({ kind: "see_policy", cancellation: "own_text" });
    expect(cost(startDate, NO_CANCELLATION_POLICY)).toEqual({ kind: "see_policy", cancellation: "not_stated" });
  });

  it("a request the company has not confirmed costs nothing to withdraw", () => {
    expect(cost(startDate, sevenDays30, false)).toEqual({ kind: "nothing", reason: "not_confirmed" });
  });

  it("rounds the share to the cent", () => {
    const third = { ...sevenDays30, cancellationSharePercent: 33 };
    expect(
      cancellationCost({ policy: third, total: 100.01, startDate, today: startDate, isConfirmed: true }),
    ).toMatchObject({
      amount: 33,
    });
  });
});

describe("the policy's sentences", () => {
  const money = (amount: number) => formatMoney(amount);
  it("say the policy and the cost in English and French", () => {
    expect(cancellationPolicySentence(sevenDays30, "en")).toBe(
      "From 7 days before pick-up, cancelling costs 30 % of the total; before that it is free.",
    );
    expect(cancellationPolicySentence(sevenDays30, "fr")).toBe(
      "À partir de 7 jours avant la prise en charge, une annulation coûte 30 % du total ; avant, elle est gratuite.",
    );
    expect(cancellationCostSentence(cost(startDate), "en", money)).toBe(
      "Cancelling now costs US$66.00 under the company's policy: 30 % of the total from 7 days before pick-up. Nothing is charged by this site.",
    );
    expect(cancellationPolicySentence({ ...sevenDays30, cancellationSharePercent: 0 }, "en")).toBe(
      "Cancelling is free at any time.",
    );
    expect(cancellationCostSentence(cost(startDate, sevenDays30, false), "fr", money)).toBe(
      "Retirer la demande maintenant ne coûte rien : la société ne l'a pas encore confirmée. Ce site ne prélève rien.",
    );
  });

  it("give the company's own words as written", () => {
    const ownText = { ...NO_CANCELLATION_POLICY, cancellation: "own_text" as const, cancellationText: "No refunds." };
    expect(cancellationPolicySentence(ownText, "fr")).toBe("No refunds.");
  });
});

describe("the settings' cancellation fields", () => {
  const body = (policy: Partial<CancellationPolicy>) => ({
    ...DEFAULT_DRIVER_TERMS,
    ...NO_CANCELLATION_POLICY,
    ...policy,
  });
  const messages = (policy: Partial<CancellationPolicy>) => {
    const parsed = driverAndCancellationTermsBody.safeParse(body(policy));
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  it.each([
    [
      { cancellation: "free_until" as const },
      {
        freeCancellationDays: CANCELLATION_MESSAGES.freeCancellationDays,
        cancellationSharePercent: CANCELLATION_MESSAGES.cancellationSharePercent,
      },
    ],
    [
      { cancellation: "free_until" as const, freeCancellationDays: 366, cancellationSharePercent: 30 },
      { freeCancellationDays: CANCELLATION_MESSAGES.freeCancellationDays },
    ],
    [
      { cancellation: "free_until" as const, freeCancellationDays: 7, cancellationSharePercent: 101 },
      { cancellationSharePercent: CANCELLATION_MESSAGES.cancellationSharePercent },
    ],
    [
      { cancellation: "free_until" as const, freeCancellationDays: 7.5, cancellationSharePercent: 30 },
      { freeCancellationDays: CANCELLATION_MESSAGES.freeCancellationDays },
    ],
    [
      { cancellation: "own_text" as const, cancellationText: "   " },
      { cancellationText: CANCELLATION_MESSAGES.cancellationText },
    ],
    [
      { cancellation: "own_text" as const, cancellationText: "x".repeat(1001) },
      { cancellationText: CANCELLATION_MESSAGES.cancellationText },
    ],
    [{ cancellation: "sometimes" as "own_text" }, { cancellation: CANCELLATION_MESSAGES.cancellation }],
  ])("refuses %j", (policy, expected) => {
    expect(messages(policy)).toEqual(expected);
  });

  it.each([
    { cancellation: "not_stated" as const },
    { cancellation: "free_until" as const, freeCancellationDays: 0, cancellationSharePercent: 100 },
    { cancellation: "own_text" as const, cancellationText: "x".repeat(1000) },
  ])("takes %j", (policy) => {
    expect(messages(policy)).toEqual({});
  });
});
