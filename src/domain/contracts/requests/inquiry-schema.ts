import { z } from "zod";
import { BOOKING_DATE_MESSAGES, checkBookingPeriod } from "../../booking-period";
import { PAYMENT_METHODS } from "../../constants";
import { addDays, type DayRange, isIsoDate, todayInDominica } from "../../dates";
import { checkDriver } from "../../driver-checks";
import { atMost } from "../../length-message";
import { DEFAULT_PHONE_COUNTRY } from "../../phone-numbers";
import { extraChoicesField } from "../../rental-extras-schema";
import { placeKeyField, timeOfDayField } from "../../rental-places-schema";
import type { PricedChoices } from "../../rental-terms";
import { DETAIL_REQUIRED } from "../../requests/terms-details";
import { cleanLine, cleanText, emailField, phoneCountryField } from "../../text-fields";

const required = (message: string, label: string) =>
  cleanLine(z.string({ error: message }).trim().min(1, message).max(200, atMost(label, 200)));
const day = (message: string) => z.string({ error: message }).refine(isIsoDate, message);

/** The booking inquiry form's fields; a recorded request adds its own (contracts/requests/visitor-request-schema.ts). */
export const bookingInquiryFields = z.object({
  fullName: required("Full name is required", "Full name"),
  email: emailField(),
  phone: required("Phone number is required", "Phone number"),
  phoneCountry: phoneCountryField(),
  nationality: required("Nationality is required", "Nationality"),
  dateOfBirth: day(DETAIL_REQUIRED.dateOfBirth),
  driverLicenseNumber: required("Driver's license number is required", "Driver's license number"),
  licenseClass: required("License class is required", "License class"),
  licenseFirstIssued: day(DETAIL_REQUIRED.licenseFirstIssued),
  licenseCountry: required("License country is required", "License country"),
  drivingExperienceYears: z.coerce
    .number({ error: "Driving experience is required" })
    .int("Driving experience must be a whole number of years")
    .min(0, "Driving experience must be 0 or more years")
    .max(80, "Driving experience must be at most 80 years"),
  needsDominicanPermit: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "Payment method is required" }),
  startDate: day(BOOKING_DATE_MESSAGES.startRequired),
  endDate: day(BOOKING_DATE_MESSAGES.endRequired),
  // A key of the company's places (src/domain/rental-places.ts): the server checks it is one of them.
  pickupLocation: placeKeyField(DETAIL_REQUIRED.pickupLocation),
  dropoffLocation: placeKeyField(DETAIL_REQUIRED.dropoffLocation),
  pickupTime: timeOfDayField("Pick-up time must be a time of day such as 14:30"),
  dropoffTime: timeOfDayField("Return time must be a time of day such as 14:30"),
  includeInsurance: z.boolean(),
  visitingLocations: cleanText(
    z.string().trim().max(500, "Keep the places you plan to visit under 500 characters"),
  ).optional(),
  /** The company's extras the renter picks (src/domain/rental-extras.ts); the server checks them against its list. */
  extras: extraChoicesField.default([]),
});

/** The booking inquiry form: its fields, the period's rules across the two dates, and the driver's. */
export const bookingInquirySchema = bookingInquiryFields.superRefine(checkBookingPeriod).superRefine(checkDriver);
export type BookingInquiryInput = z.input<typeof bookingInquirySchema>;
export type BookingInquiry = z.output<typeof bookingInquirySchema>;

/**
 * The form's defaults: today to today + 3 (a 4-day rental), roseau, bank transfer; the spec's
 * permit and insurance ticks only where they cost nothing (`priced`, src/domain/rental-terms.ts):
 * nothing that costs money is chosen for the visitor. Without `priced`, a company pricing neither.
 * `places`: the pick-up and return places the visitor searched for (`searchedPlaces`), else roseau.
 */
export function bookingInquiryDefaults(
  period?: DayRange,
  priced: PricedChoices = { permit: false, insurance: false },
  places: { pickup: string; dropoff: string } = { pickup: "roseau", dropoff: "roseau" },
): BookingInquiryInput {
  const today = todayInDominica();
  return {
    fullName: "",
    email: "",
    phone: "",
    phoneCountry: DEFAULT_PHONE_COUNTRY,
    nationality: "",
    dateOfBirth: "",
    driverLicenseNumber: "",
    licenseClass: "",
    licenseFirstIssued: "",
    licenseCountry: "",
    drivingExperienceYears: 0,
    needsDominicanPermit: !priced.permit,
    paymentMethod: "bank_transfer",
    startDate: period?.startDate ?? today,
    endDate: period?.endDate ?? addDays(today, 3),
    pickupLocation: places.pickup,
    dropoffLocation: places.dropoff,
    pickupTime: "",
    dropoffTime: "",
    includeInsurance: !priced.insurance,
    visitingLocations: "",
    extras: [],
  };
}

/** The Check Availability dialog: both dates required, end not before start. */
export const availabilityInquirySchema = z
  .object({ startDate: day("Start date is required"), endDate: day("End date is required") })
  .superRefine(checkBookingPeriod);
export type AvailabilityInquiry = z.infer<typeof availabilityInquirySchema>;
