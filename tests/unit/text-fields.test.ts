import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { cancellationPolicyFields } from "../../src/domain/cancellation-policy";
import {
  registerSchema,
  renterSignUpSchema,
  USERNAME_CHARACTERS,
} from "../../src/domain/contracts/accounts/account-schemas";
import { calendarImportFileBody, importUrl } from "../../src/domain/contracts/calendar-feeds";
import { companyProfileSchema } from "../../src/domain/contracts/companies/company-schema";
import { bookingInquiryFields } from "../../src/domain/contracts/requests/inquiry-schema";
import { bookingStatusBody } from "../../src/domain/contracts/requests/request-schema";
import { vehicleFields } from "../../src/domain/contracts/vehicles/vehicle-schema";
import { driverTermsFields } from "../../src/domain/driver-terms-schema";
import { extraSettingSchema } from "../../src/domain/rental-extras-schema";
import { rentalPlaceSchema } from "../../src/domain/rental-places-schema";
import { seasonSchema } from "../../src/domain/seasons-schema";
import { TEXT_MESSAGES } from "../../src/domain/text-fields";

// Names end up in mails, WhatsApp texts and admin lists (issue 37, "Clean input, clean output").

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

/** A field alone, or a whole object around it with its path. */
type Case = [label: string, schema: z.ZodType, wrap: (value: string) => unknown, path: string];
const alone = (label: string, schema: z.ZodType): Case => [label, schema, (value) => value, ""];

const singleLine: Case[] = [
  alone("registration's company name", registerSchema.shape.companyName),
  alone("registration's full name", registerSchema.shape.fullName),
  alone("renter's full name", renterSignUpSchema.shape.fullName),
  alone("renter's nationality", renterSignUpSchema.shape.nationality),
  alone("renter's phone", renterSignUpSchema.shape.phone),
  alone("company name", companyProfileSchema.shape.name),
  alone("contact name", companyProfileSchema.shape.contactFullName),
  alone("address", companyProfileSchema.shape.address),
  alone("city or village", companyProfileSchema.shape.cityVillage),
  alone("company phone", companyProfileSchema.shape.phone),
  alone("make", vehicleFields.shape.make),
  alone("model", vehicleFields.shape.model),
  alone("request's full name", bookingInquiryFields.shape.fullName),
  alone("request's phone", bookingInquiryFields.shape.phone),
  alone("request's nationality", bookingInquiryFields.shape.nationality),
  alone("licence number", bookingInquiryFields.shape.driverLicenseNumber),
  alone("licence class", bookingInquiryFields.shape.licenseClass),
  alone("licence country", bookingInquiryFields.shape.licenseCountry),
  alone("season name", seasonSchema.shape.name),
  alone("calendar file name", calendarImportFileBody.shape.fileName),
  ["town name", rentalPlaceSchema, (name) => ({ kind: "town", name, fee: 0, afterHoursFee: 0 }), "name"],
  ["delivery area", rentalPlaceSchema, (area) => ({ kind: "delivery", area, fee: 0, afterHoursFee: 0 }), "area"],
  [
    "extra name",
    extraSettingSchema,
    (name) => ({ kind: "other", name, pricing: "per_rental", price: 5, maxQuantity: 1 }),
    "name",
  ],
];

const multiLine: Case[] = [
  alone("company's decision message", bookingStatusBody.shape.message),
  alone("places to visit", bookingInquiryFields.shape.visitingLocations),
  alone("cancellation text", cancellationPolicyFields.shape.cancellationText),
  alone("permit note", driverTermsFields.shape.permitNote),
];

const BREAKS = [
  "Roseau 7674401234\nRentals",
  "Roseau 7674401234\r\nRentals",
  "Roseau 7674401234\rRentals",
  "Roseau 7674401234\u2028Rentals",
];
const CONTROLS = [
  "Rentals 7674401234 \u202Emoc.evil\u202C", // right-to-left override … pop
  "Rentals 7674401234 \u202Bx\u202C", // right-to-left embedding
  "Rentals 7674401234 \u2067x\u2069", // right-to-left isolate … pop
  "Rentals 7674401234 \u2066x\u2069", // left-to-right isolate
  "Rentals 7674401234 \u2068x", // first-strong isolate
];

describe("one-line text fields", () => {
  it.each(singleLine)("%s takes a plain name, with a direction mark or in Arabic", (_label, schema, wrap) => {
    for (const name of ["Nature Isle 7674401234", "Nature Isle 7674401234 \u200F", "جزيرة 7674401234"]) {
      expect(messages(schema, wrap(name))).toEqual([]);
    }
  });

  it.each(singleLine)("%s refuses a line break", (_label, schema, wrap, path) => {
    for (const value of BREAKS) expect(messages(schema, wrap(value))).toContainEqual([path, TEXT_MESSAGES.oneLine]);
  });

  it.each(singleLine)("%s refuses a text-direction control", (_label, schema, wrap, path) => {
    for (const value of CONTROLS) {
      expect(messages(schema, wrap(value))).toContainEqual([path, TEXT_MESSAGES.directionControls]);
    }
  });

  it("a calendar address with a line break is refused, though the URL reader would drop it", () => {
    expect(messages(importUrl, "https://cal.example.com/a\nb.ics")).toContainEqual(["", TEXT_MESSAGES.oneLine]);
    expect(messages(importUrl, "https://cal.example.com/\u202Esci.b")).toContainEqual([
      "",
      TEXT_MESSAGES.directionControls,
    ]);
  });

  it("a username, letters, digits and '.', '_', '-' only, has neither", () => {
    for (const username of ["roseau\nrides", "roseau\u202Erides"]) {
      expect(messages(registerSchema.shape.username, username)).toEqual([["", USERNAME_CHARACTERS]]);
    }
  });

  it("a break at either end is trimmed away, not refused", () => {
    expect(companyProfileSchema.shape.name.parse("\r\nNature Isle Rentals\n")).toBe("Nature Isle Rentals");
  });
});

describe("texts of several lines", () => {
  it.each(multiLine)("%s keeps its lines", (_label, schema, wrap) => {
    expect(messages(schema, wrap("See you at the airport.\r\nCall us on arrival."))).toEqual([]);
  });

  it.each(multiLine)("%s refuses a text-direction control", (_label, schema, wrap, path) => {
    for (const value of CONTROLS) {
      expect(messages(schema, wrap(value))).toContainEqual([path, TEXT_MESSAGES.directionControls]);
    }
  });
});
