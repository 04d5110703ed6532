import { describe, expect, it } from "vitest";
import { NO_CANCELLATION_POLICY } from "../../src/domain/cancellation-policy";
import { bookingInquiryDefaults, bookingInquirySchema } from "../../src/domain/contracts/requests/inquiry-schema";
import { addDays, formatLongDate, todayInDominica } from "../../src/domain/dates";
import { DEFAULT_DRIVER_TERMS } from "../../src/domain/driver-terms";
import { pricedChoices, type RentalTerms } from "../../src/domain/rental-terms";
import { availabilityMessage, bookingMessage, bookingReplyMessage, whatsAppLink } from "../../src/domain/whatsapp";

const vehicle = {
  make: "Toyota",
  model: "RAV4",
  year: 2022,
  dailyPrice: 85,
  weeklyPrice: 510,
  monthlyPrice: 1870,
  deposit: 350,
  currency: "USD" as const,
  company: { name: "Nature Isle Car Rentals", phone: "+17674482211" },
};

const inquiry = bookingInquirySchema.parse({
  fullName: "Ana Visitor",
  email: "ana@example.com",
  phone: "+44 7700 900123",
  nationality: "British",
  dateOfBirth: "1990-04-02",
  driverLicenseNumber: "AB123456",
  licenseClass: "B",
  licenseFirstIssued: "2010-06-01",
  licenseCountry: "United Kingdom",
  drivingExperienceYears: 14,
  needsDominicanPermit: true,
  paymentMethod: "credit_card",
  startDate: addDays(todayInDominica(), 10),
  endDate: addDays(todayInDominica(), 17),
  pickupLocation: "douglas_charles_airport",
  dropoffLocation: "roseau",
  includeInsurance: false,
  visitingLocations: "Boiling Lake & Trafalgar Falls",
});

describe("bookingMessage", () => {
  const message = bookingMessage(vehicle, inquiry);

  it.each([
    "Toyota RAV4",
    "Name: Ana Visitor",
    "Email: ana@example.com",
    "Phone: +44 7700 900123",
    "Nationality: British",
    "Date of birth: April 2, 1990",
    "License number: AB123456",
    "License class: B",
    "First issued: June 1, 2010",
    "Issuing country: United Kingdom",
    "Driving experience: 14 years",
    "Needs a Dominica temporary driving permit: Yes",
    "Duration: 8 days",
    "Pickup: Douglas-Charles Airport",
    "Dropoff: Roseau",
    "Insurance cover: Not wanted",
    "Payment method: Credit Card",
    "Places I plan to visit: Boiling Lake & Trafalgar Falls",
    // 8 days: one week (510) + one day (85), each a line of the price
    "- 1 week at the weekly rate: US$510.00\n- 1 day at the daily rate: US$85.00\nTotal price: US$595.00",
    "Deposit: US$350.00",
  ])("holds %s", (text) => {
    expect(message).toContain(text);
  });

  it("asks the company for its cover and price when the renter wants insurance: no total includes it", () => {
    const message = bookingMessage(vehicle, { ...inquiry, includeInsurance: true });
    expect(message).toContain("Insurance cover: Wanted, please tell me what it covers and its price");
    expect(message).toContain("Total price: US$595.00");
  });

  it("says only what the renter chose: a form left as it opened chooses no priced permit or cover", () => {
    // Issue 38: a company charging EC$32 for the permit and pricing extra cover.
    const terms: RentalTerms = {
      companyId: 1,
      currency: "USD",
      drivers: { ...DEFAULT_DRIVER_TERMS, permit: "company", permitFee: 32 },
      cancellation: NO_CANCELLATION_POLICY,
      places: [],
      oneWayReturns: true,
      extras: [
        {
          id: 3,
          kind: "extra_cover",
          name: null,
          pricing: "per_day",
          price: 12,
          cap: null,
          maxQuantity: 1,
          excludedVehicleIds: [],
        },
      ],
    };
    const { needsDominicanPermit, includeInsurance } = bookingInquiryDefaults(inquiry, pricedChoices(terms, 1));
    const untouched = { ...inquiry, needsDominicanPermit, includeInsurance };
    const message = bookingMessage(vehicle, untouched, null, undefined, terms);
    expect(message).toContain("Needs a Dominica temporary driving permit: No");
    expect(message).toContain("Insurance cover: Not wanted");
    expect(message).not.toContain("Wanted, please");
    expect(message).not.toContain("driving permit: US$");
    expect(message).toContain("Total price: US$595.00");
  });

  it("says N/A when the vehicle has no deposit", () => {
    expect(bookingMessage({ ...vehicle, deposit: null }, inquiry)).toContain("Deposit: N/A");
  });

  it("says what the visitor's calendar showed for the dates, right after them", () => {
    const shown = "Not available on 12–14 March — next free from 15 March";
    const lines = bookingMessage(vehicle, inquiry, shown).split("\n");
    const duration = lines.indexOf("Duration: 8 days");
    expect(lines[duration + 1]).toBe(`Availability shown: ${shown}`);
  });

  it("leaves out the availability line when the calendar showed nothing", () => {
    expect(bookingMessage(vehicle, inquiry)).not.toContain("Availability shown");
    expect(bookingMessage(vehicle, inquiry, null)).not.toContain("Availability shown");
  });

  it("leaves out the places line when none were given", () => {
    expect(bookingMessage(vehicle, { ...inquiry, visitingLocations: "" })).not.toContain("Places I plan to visit");
  });
});

describe("whatsAppLink", () => {
  it("opens a chat with the normalised number and the encoded message", () => {
    const message = bookingMessage(vehicle, inquiry);
    const url = new URL(whatsAppLink(vehicle.company.phone, message));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/17674482211");
    expect(url.searchParams.get("text")).toBe(message);
    // & and line breaks must not break the query string
    expect(whatsAppLink("+17674482211", "a & b\nc")).toBe("https://wa.me/17674482211?text=a%20%26%20b%0Ac");
  });
});

describe("availabilityMessage", () => {
  it("names the vehicle, both dates, the days and the quote", () => {
    const message = availabilityMessage(vehicle, { startDate: "2026-12-01", endDate: "2026-12-01" });
    expect(message).toContain("Toyota RAV4 (2022)");
    expect(message).toContain("from December 1, 2026 to December 1, 2026 (1 day)");
    expect(message).toContain("Total price: US$85.00");
    expect(message).toContain("Deposit: US$350.00");
  });
});

describe("availabilityMessage with what the calendar showed", () => {
  const period = { startDate: "2026-12-01", endDate: "2026-12-02" };
  it("ends with the sentence the visitor saw", () => {
    const message = availabilityMessage(vehicle, period, "Available for your dates");
    expect(message.split("\n")).toEqual([
      "Hello Nature Isle Car Rentals, is the Toyota RAV4 (2022) available from December 1, 2026 to December 2, 2026 (2 days)?",
      "- 2 days at the daily rate: US$170.00",
      "Total price: US$170.00",
      "Deposit: US$350.00",
      "Availability shown: Available for your dates",
    ]);
  });

  it("has no such line when nothing was shown", () => {
    expect(availabilityMessage(vehicle, period, null)).not.toContain("Availability shown");
  });
});

describe("bookingReplyMessage", () => {
  const booking = {
    startDate: "2026-03-12",
    endDate: "2026-03-14",
    vehicle: { make: "Toyota", model: "RAV4" },
    customer: { fullName: " Ana Visitor " },
  };
  it.each([
    [
      "confirmed",
      "Hello Ana Visitor, your booking of the Toyota RAV4 from March 12, 2026 to March 14, 2026 is confirmed.",
    ],
    [
      "rejected",
      "Hello Ana Visitor, we are sorry, we cannot confirm your booking of the Toyota RAV4 from March 12, 2026 to March 14, 2026.",
    ],
    [
      "pending",
      "Hello Ana Visitor, about your booking request for the Toyota RAV4 from March 12, 2026 to March 14, 2026: ",
    ],
    [
      "cancelled",
      "Hello Ana Visitor, your booking of the Toyota RAV4 from March 12, 2026 to March 14, 2026 is cancelled.",
    ],
    ["completed", "Hello Ana Visitor, thank you for renting the Toyota RAV4 from March 12, 2026 to March 14, 2026."],
    [
      "expired",
      "Hello Ana Visitor, we are sorry we did not answer your booking request for the Toyota RAV4 from March 12, 2026 to March 14, 2026 in time.",
    ],
  ] as const)("%s: %s", (status, message) => {
    expect(bookingReplyMessage({ ...booking, status })).toBe(message);
  });

  it("names the request's reference and repeats the company's message with its decision", () => {
    const decided = { ...booking, reference: "DR-7K3P9", companyMessage: "Meet us at the ferry terminal." };
    expect(bookingReplyMessage({ ...decided, status: "confirmed" })).toBe(
      "Hello Ana Visitor, your booking of the Toyota RAV4 from March 12, 2026 to March 14, 2026 (request DR-7K3P9) is confirmed.\n\nMeet us at the ferry terminal.",
    );
    expect(bookingReplyMessage({ ...decided, status: "rejected" })).toMatch(
      /cannot confirm your booking .* \(request DR-7K3P9\)\.\n\nMeet us at the ferry terminal\.$/,
    );
    expect(bookingReplyMessage({ ...decided, status: "pending" })).not.toContain("ferry");
  });

  it("opens the chat on the customer's normalised number", () => {
    const url = new URL(whatsAppLink("+17672251234", bookingReplyMessage({ ...booking, status: "confirmed" })));
    expect(url.pathname).toBe("/17672251234");
    expect(url.searchParams.get("text")).toContain("is confirmed.");
  });
});

describe("a company pricing in EC$ (issue 22)", () => {
  it("writes its lines and total in EC$, with the US$ figures a visitor reading US$ saw", () => {
    const ecVehicle = { ...vehicle, dailyPrice: 150, weeklyPrice: null, monthlyPrice: null, currency: "XCD" as const };
    const period = { startDate: "2026-12-01", endDate: "2026-12-03" };
    const ecReader = availabilityMessage(ecVehicle, period, null, { language: "en", currency: "XCD" }).split("\n");
    expect(ecReader).toContain("- 3 days at the daily rate: EC$450.00");
    expect(ecReader).toContain("Total price: EC$450.00");
    // EC$150 a day reads US$55.56; three of them US$166.68 (450 / 2.70 would be US$166.67), first for its reader.
    expect(availabilityMessage(ecVehicle, period)).toContain("Total price: US$166.68 (EC$450.00)");
  });
});

describe("messages from a visitor reading French or EC$ (issue 12)", () => {
  const frenchEc = { language: "fr", currency: "XCD" } as const;
  const period = { startDate: "2026-12-01", endDate: "2026-12-02" };

  it("stays in English, adds the EC$ amounts and names the visitor's language last", () => {
    const lines = bookingMessage(vehicle, inquiry, "Available for your dates", frenchEc).split("\n");
    // 8 days: the visitor's lines were EC$1,377.00 (510 × 2.70) + EC$229.50 (85 × 2.70) = EC$1,606.50, first;
    // the deposit US$350.00 is EC$945.00.
    expect(lines).toContain("Total price: EC$1,606.50 (US$595.00)");
    expect(lines).toContain("Deposit: EC$945.00 (US$350.00)");
    expect(lines).toContain("Duration: 8 days");
    expect(lines).toContain("Availability shown: Available for your dates");
    expect(lines).toContain(`From: ${formatLongDate(inquiry.startDate)}`);
    expect(lines.at(-1)).toBe("Customer speaks: French");
  });

  it("says the Check Availability question the same way", () => {
    expect(availabilityMessage(vehicle, period, "Available for your dates", frenchEc).split("\n")).toEqual([
      "Hello Nature Isle Car Rentals, is the Toyota RAV4 (2022) available from December 1, 2026 to December 2, 2026 (2 days)?",
      "- 2 days at the daily rate: US$170.00",
      // The visitor's figure first (issue 38): what their dialog summed, 2 × EC$229.50.
      "Total price: EC$459.00 (US$170.00)",
      "Deposit: EC$945.00 (US$350.00)",
      "Availability shown: Available for your dates",
      "Customer speaks: French",
    ]);
  });

  it("names no language for English visitors and adds no EC$ for US$ readers", () => {
    const englishEc = availabilityMessage(vehicle, period, null, { language: "en", currency: "XCD" });
    expect(englishEc).not.toContain("Customer speaks");
    expect(englishEc).toContain("Total price: EC$459.00 (US$170.00)");
    const frenchUs = bookingMessage(vehicle, inquiry, null, { language: "fr", currency: "USD" });
    expect(frenchUs).toContain("Total price: US$595.00\n");
    expect(frenchUs).not.toContain("EC$");
    expect(frenchUs).toContain("Customer speaks: French");
    expect(bookingMessage(vehicle, inquiry, null, { language: "en", currency: "USD" })).toBe(
      bookingMessage(vehicle, inquiry),
    );
  });

  it("says N/A for a missing deposit in both currencies", () => {
    expect(availabilityMessage({ ...vehicle, deposit: null }, period, null, frenchEc)).toContain("Deposit: N/A\n");
  });
});
