import { describe, expect, it } from "vitest";
import { NO_CANCELLATION_POLICY } from "../../src/domain/cancellation-policy";
import { bookingInquiryDefaults } from "../../src/domain/contracts/requests/inquiry-schema";
import { vehicleQuoteQuery } from "../../src/domain/contracts/vehicles";
import { addDays } from "../../src/domain/dates";
import { DEFAULT_DRIVER_TERMS } from "../../src/domain/driver-terms";
import { english } from "../../src/domain/i18n/translate";
import { en } from "../../src/domain/i18n/translations/en";
import { fr } from "../../src/domain/i18n/translations/fr";
import { formatMoney } from "../../src/domain/money";
import { type PricedVehicle, priceLineLabel, quoteAsShown, quoteRental } from "../../src/domain/pricing";
import {
  type CompanyExtra,
  EXTRA_CHOICE_MESSAGES,
  EXTRA_MESSAGES,
  extrasForVehicle,
  readExtraChoices,
  refusedExtraChoice,
} from "../../src/domain/rental-extras";
import { companyExtrasSchema, extraChoicesField } from "../../src/domain/rental-extras-schema";
import type { RentalTerms } from "../../src/domain/rental-terms";
import { bookingMessage } from "../../src/domain/whatsapp";

const childSeat: CompanyExtra = {
  id: 3,
  kind: "child_seat",
  name: null,
  pricing: "per_day",
  price: 5,
  cap: 20,
  maxQuantity: 3,
  excludedVehicleIds: [],
};
const cooler: CompanyExtra = {
  id: 7,
  kind: "other",
  name: "Beach cooler",
  pricing: "per_rental",
  price: 12.5,
  cap: null,
  maxQuantity: 1,
  excludedVehicleIds: [41],
};
const terms = (currency: "USD" | "XCD" = "USD"): RentalTerms => ({
  drivers: DEFAULT_DRIVER_TERMS,
  cancellation: NO_CANCELLATION_POLICY,
  places: [],
  oneWayReturns: true,
  companyId: 1,
  currency,
  extras: [childSeat, cooler],
});
const vehicle: PricedVehicle = { dailyPrice: 50, weeklyPrice: null, monthlyPrice: null, deposit: 100, currency: "USD" };
const start = "2026-03-01";
const quoteFor = (days: number, extras: { id: number; quantity: number }[], priced = vehicle) =>
  quoteRental(
    priced,
    { startDate: start, endDate: addDays(start, days - 1) },
    { terms: terms(priced.currency), choices: { extras } },
  );

describe('an extra\'s price (docs/product-rules.md, "Extras")', () => {
  it.each([
    // per day × quantity × days until one costs more than its cap; then quantity × cap
    [1, 1, 5, null, "Child seat, 1 day at US$5.00 a day"],
    [3, 2, 30, null, "Child seat × 2, 3 days at US$5.00 a day"],
    // 4 days: 20, exactly the cap: not capped
    [4, 1, 20, null, "Child seat, 4 days at US$5.00 a day"],
    [5, 1, 20, 20, "Child seat, 5 days at US$5.00 a day, capped at US$20.00"],
    [10, 3, 60, 20, "Child seat × 3, 10 days at US$5.00 a day, capped at US$20.00 each"],
  ])("a child seat at $5 a day capped at $20, %i days × %i: %d", (days, quantity, amount, cap, label) => {
    const [line] = quoteFor(days, [{ id: 3, quantity }]).lines.filter((l) => l.kind === "extra");
    expect(line).toMatchObject({ kind: "extra", extraId: 3, quantity, days, unitPrice: 5, cap, amount, label });
  });

  it("per rental is the price × quantity whatever the days, and adds to the total", () => {
    const quote = quoteFor(9, [{ id: 7, quantity: 1 }]);
    expect(quote.lines.at(-1)).toMatchObject({ amount: 12.5, label: "Beach cooler at US$12.50 a rental" });
    expect(quote.total).toBe(9 * 50 + 12.5);
  });

  it("lists the chosen extras in the order chosen, after the rental's lines", () => {
    const quote = quoteFor(5, [
      { id: 7, quantity: 1 },
      { id: 3, quantity: 2 },
    ]);
    expect(quote.lines.map((line) => line.kind)).toEqual(["daily", "extra", "extra"]);
    expect(quote.total).toBe(250 + 12.5 + 40);
  });

  it("adds nothing for an unknown extra, no days, or without the terms", () => {
    expect(quoteFor(5, [{ id: 99, quantity: 1 }]).total).toBe(250);
    expect(
      quoteRental(
        vehicle,
        { startDate: start, endDate: addDays(start, 4) },
        { choices: { extras: [{ id: 3, quantity: 1 }] } },
      ).total,
    ).toBe(250);
  });

  it("is exact to the cent in the company's currency and converted line by line for the visitor", () => {
    const ec: PricedVehicle = { ...vehicle, currency: "XCD", dailyPrice: 135 };
    const quote = quoteFor(3, [{ id: 3, quantity: 2 }], ec);
    expect(quote.lines[1]).toMatchObject({ amount: 30, label: "Child seat × 2, 3 days at EC$5.00 a day" });
    const shown = quoteAsShown(quote, "USD");
    // US$1.85 a day shown (5 / 2.7), × 2 × 3 = 11.10; the lines add up to the shown total
    expect(shown.lines[1]?.shown).toBe(11.1);
    expect(shown.total).toBe(shown.lines.reduce((sum, line) => Math.round((sum + line.shown) * 100) / 100, 0));
    const capped = quoteAsShown(quoteFor(6, [{ id: 3, quantity: 2 }], ec), "USD");
    expect(capped.lines[1]?.shown).toBe(2 * 7.41);
  });

  it("says its line in French with the visitor's figures", () => {
    const [, line] = quoteFor(5, [{ id: 3, quantity: 2 }]).lines;
    if (!line) throw new Error("no line");
    const t = (key: string, values?: Record<string, string | number>) =>
      english(fr[`${key}_${values?.count === 1 ? "one" : "other"}`] ?? fr[key] ?? key, values);
    const money = (amount: number) => formatMoney(amount, { currency: "XCD", language: "fr" });
    expect(priceLineLabel(line, t, money)).toBe(
      "Siège enfant × 2, 5 jours à EC$13,50 par jour, plafonné à EC$54,00 chacun",
    );
    expect(priceLineLabel(line)).toBe(line.label);
    expect(en["{{extra}}, {{count}} days at {{price}} a day_one"]).toBe("{{extra}}, {{count}} day at {{price}} a day");
  });

  it("lists the extras with their amounts in the WhatsApp text", () => {
    const inquiry = { ...bookingInquiryDefaults(), fullName: "A", startDate: start, endDate: addDays(start, 4) };
    const text = bookingMessage(
      {
        ...vehicle,
        make: "Toyota",
        model: "RAV4",
        year: 2022,
        company: { name: "Nature Isle", phone: "+17675551234" },
      },
      { ...inquiry, extras: [{ id: 3, quantity: 2 }] } as never,
      null,
      undefined,
      terms(),
    );
    expect(text).toContain("- Child seat × 2, 5 days at US$5.00 a day, capped at US$20.00 each: US$40.00");
    expect(text).toContain("Total price: US$290.00");
  });
});

describe("the renter's choices", () => {
  it("reads the quote's extras=3:2,7", () => {
    expect(readExtraChoices("3:2,7")).toEqual([
      { id: 3, quantity: 2 },
      { id: 7, quantity: 1 },
    ]);
    expect(readExtraChoices("")).toEqual([]);
    for (const bad of ["3:0", "3:", "a", "3:2:1", "-3", "3,,7", "03", "3:100"])
      expect(readExtraChoices(bad), bad).toBeNull();
  });

  it("refuses malformed, repeated or too many choices in the quote's query, naming extras", () => {
    const query = (extras: string) =>
      vehicleQuoteQuery.safeParse({
        startDate: addDays(new Date().toISOString().slice(0, 10), 5),
        endDate: addDays(new Date().toISOString().slice(0, 10), 7),
        extras,
      });
    expect(query("3:2,7").success).toBe(true);
    const messageOf = (extras: string) => query(extras).error?.issues.find((i) => i.path[0] === "extras")?.message;
    expect(messageOf("x")).toBe(EXTRA_CHOICE_MESSAGES.format);
    expect(messageOf("3,3:2")).toBe(EXTRA_CHOICE_MESSAGES.repeated);
    expect(messageOf(Array.from({ length: 21 }, (_, i) => i + 1).join(","))).toBe(EXTRA_CHOICE_MESSAGES.tooMany);
    expect(messageOf("3:11")).toBe(EXTRA_CHOICE_MESSAGES.overMaximum);
  });

  it("bounds the form's field: at most 20, each once, 1 to 10 of each", () => {
    expect(extraChoicesField.safeParse([{ id: 1, quantity: 0 }]).success).toBe(false);
    expect(
      extraChoicesField.safeParse([
        { id: 1, quantity: 1 },
        { id: 1, quantity: 2 },
      ]).error?.issues[0]?.message,
    ).toBe(EXTRA_CHOICE_MESSAGES.repeated);
    expect(
      extraChoicesField.safeParse(Array.from({ length: 21 }, (_, i) => ({ id: i + 1, quantity: 1 }))).success,
    ).toBe(false);
  });

  it.each([
    [[{ id: 99, quantity: 1 }], 40, EXTRA_CHOICE_MESSAGES.unknown],
    [[{ id: 7, quantity: 1 }], 41, EXTRA_CHOICE_MESSAGES.notForVehicle],
    [[{ id: 3, quantity: 4 }], 40, EXTRA_CHOICE_MESSAGES.overMaximum],
    [
      [
        { id: 3, quantity: 3 },
        { id: 7, quantity: 1 },
      ],
      40,
      null,
    ],
  ])("checks %j for vehicle %i against the company's extras", (choices, vehicleId, message) => {
    expect(refusedExtraChoice(choices, [childSeat, cooler], vehicleId)).toBe(message);
  });

  it("offers a vehicle the extras that go with it", () => {
    expect(extrasForVehicle([childSeat, cooler], 41).map((e) => e.id)).toEqual([3]);
    expect(extrasForVehicle([childSeat, cooler], 40).map((e) => e.id)).toEqual([3, 7]);
  });
});

describe("the Extras card's rules", () => {
  const extra = { kind: "child_seat", pricing: "per_day", price: 5, maxQuantity: 1, excludedVehicleIds: [] };
  const messagesOf = (extras: unknown[]) =>
    companyExtrasSchema.safeParse({ extras }).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

  it("accepts a list, rounding prices to cents and leaving a common kind unnamed", () => {
    const parsed = companyExtrasSchema.parse({ extras: [{ ...extra, price: 5.004, name: "" }] });
    expect(parsed.extras[0]).toMatchObject({ price: 5, name: null, cap: null });
    const renamed = companyExtrasSchema.parse({ extras: [{ ...extra, name: "Typed before the kind changed" }] });
    expect(renamed.extras[0]?.name).toBeNull();
  });

  it.each([
    [{ kind: "jetpack" }, "extras.0.kind", EXTRA_MESSAGES.kind],
    [{ kind: "other" }, "extras.0.name", EXTRA_MESSAGES.nameRequired],
    [{ kind: "other", name: "x".repeat(61) }, "extras.0.name", "Extra name must be at most 60 characters"],
    [{ pricing: "per_week" }, "extras.0.pricing", EXTRA_MESSAGES.pricing],
    [{ price: -1 }, "extras.0.price", EXTRA_MESSAGES.price],
    [{ price: 1_000_001 }, "extras.0.price", EXTRA_MESSAGES.price],
    [{ cap: 2_000_000 }, "extras.0.cap", EXTRA_MESSAGES.cap],
    [{ cap: 5 }, "extras.0.cap", EXTRA_MESSAGES.capTooLow],
    [{ pricing: "per_rental", cap: 50 }, "extras.0.cap", EXTRA_MESSAGES.capPerRental],
    [{ maxQuantity: 0 }, "extras.0.maxQuantity", EXTRA_MESSAGES.maxQuantity],
    [{ maxQuantity: 11 }, "extras.0.maxQuantity", EXTRA_MESSAGES.maxQuantity],
    [{ maxQuantity: 1.5 }, "extras.0.maxQuantity", EXTRA_MESSAGES.maxQuantity],
    [{ excludedVehicleIds: "all" }, "extras.0.excludedVehicleIds", EXTRA_MESSAGES.excludedVehicles],
  ])("refuses %j at %s", (change, path, message) => {
    expect(messagesOf([{ ...extra, ...change }])).toContainEqual([path, message]);
  });

  it("refuses an extra listed twice (an own name whatever its case) and more than 20", () => {
    expect(messagesOf([extra, extra])).toEqual([["extras.1.kind", EXTRA_MESSAGES.listedTwice]]);
    const own = { ...extra, kind: "other" };
    expect(
      messagesOf([
        { ...own, name: "Cooler bag" },
        { ...own, name: "cooler BAG" },
      ]),
    ).toEqual([["extras.1.name", EXTRA_MESSAGES.listedTwice]]);
    const many = Array.from({ length: 21 }, (_, i) => ({ ...own, name: `Extra ${i}` }));
    expect(messagesOf(many)).toEqual([["extras", EXTRA_MESSAGES.tooMany]]);
  });
});
