import { cancellationPolicySentence } from "./cancellation-policy";
import type { BookingStatus } from "./constants";
import type { BookingInquiry } from "./contracts/requests/inquiry-schema";
import { formatLongDate, type IsoDate } from "./dates";
import { LANGUAGE_NAMES_IN_ENGLISH, type Language } from "./i18n/languages";
import { type Currency, formatTotal } from "./money";
import { optionLabel } from "./option-labels";
import { phoneWithCountry, whatsAppNumber } from "./phone-numbers";
import { type PricedVehicle, type PriceQuote, quoteAsShown, quoteRental } from "./pricing";
import { placeForMessage } from "./rental-places";
import { type RentalTerms, rentalChoices } from "./rental-terms";
import { vehicleName } from "./vehicle-name";

/** A chat with `phone` (E.164) with `message` typed in. */
export function whatsAppLink(phone: string, message: string): string {
  return `https://wa.me/${whatsAppNumber(phone)}?text=${encodeURIComponent(message)}`;
}

export interface InquiryVehicle extends PricedVehicle {
  make: string;
  model: string;
  year: number;
  company: { name: string; phone: string };
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

export const INSURANCE_WANTED = "Wanted, please tell me what it covers and its price";
export const INSURANCE_NOT_WANTED = "Not wanted";

/**
 * Who sent the inquiry, as far as the message needs: the company reads English, so the visitor's
 * language is named for it to answer in kind, and the figures the visitor saw are given.
 */
export interface InquiryVisitor {
  language: Language;
  currency: Currency;
}
const ENGLISH_US_DOLLARS: InquiryVisitor = { language: "en", currency: "USD" };

/**
 * The price's lines in the company's currency ("- 4 weeks at the weekly rate: US$1,320.00"), then
 * the total and deposit as everywhere: the visitor's figure first when they read the other currency,
 * "EC$945.00 (US$350.00)", the EC$ figure being the one the visitor's dialog showed.
 */
function priceLines(quote: PriceQuote, { currency }: InquiryVisitor) {
  const from = quote.currency;
  return [
    ...quote.lines.map((line) => `- ${line.label}: ${formatTotal(line.amount, { from })}`),
    `Total price: ${formatTotal(quote.total, { from, currency, shown: quoteAsShown(quote, currency).total })}`,
    `Deposit: ${formatTotal(quote.deposit, { from, currency })}`,
  ];
}
/** English-speaking visitors are the default and go unmentioned, as the original message has it. */
const languageLine = ({ language }: InquiryVisitor) =>
  language === "en" ? [] : [`Customer speaks: ${LANGUAGE_NAMES_IN_ENGLISH[language]}`];

/**
 * The line that tells the company what the visitor's dialog said about the dates ("Available for
 * your dates" or "Not available on …"): the visitor may ask anyway, and the company decides.
 */
const availabilityLine = (shown: string | null | undefined) => (shown ? [`Availability shown: ${shown}`] : []);

/** The company's own cancellation policy, as the renter read it in the form. */
const cancellationLine = (terms: RentalTerms | undefined) =>
  terms && terms.cancellation.cancellation !== "not_stated"
    ? [`Cancellation policy: ${cancellationPolicySentence(terms.cancellation, "en")}`]
    : [];

/**
 * The Book Now message (docs/product-rules.md, "Inquiries and booking requests"): vehicle, every
 * form detail, dates, what the calendar showed for them, places, insurance, price, deposit.
 */
export function bookingMessage(
  vehicle: InquiryVehicle,
  inquiry: BookingInquiry,
  availabilityShown?: string | null,
  visitor: InquiryVisitor = ENGLISH_US_DOLLARS,
  terms?: RentalTerms,
): string {
  const quote = quoteRental(vehicle, inquiry, { terms, choices: rentalChoices(inquiry) });
  const { days } = quote;
  const lines = [
    `Hello ${vehicle.company.name}, I would like to book the ${vehicleName(vehicle, { withYear: true })}.`,
    "",
    "*Personal Details*",
    `Name: ${inquiry.fullName}`,
    `Email: ${inquiry.email}`,
    `Phone: ${phoneWithCountry(inquiry.phone, inquiry.phoneCountry)}`,
    `Nationality: ${inquiry.nationality}`,
    `Date of birth: ${formatLongDate(inquiry.dateOfBirth)}`,
    "",
    "*Driver's License*",
    `License number: ${inquiry.driverLicenseNumber}`,
    `License class: ${inquiry.licenseClass}`,
    `First issued: ${formatLongDate(inquiry.licenseFirstIssued)}`,
    `Issuing country: ${inquiry.licenseCountry}`,
    `Driving experience: ${inquiry.drivingExperienceYears} years`,
    `Needs a Dominica temporary driving permit: ${yesNo(inquiry.needsDominicanPermit)}`,
    "",
    "*Booking Details*",
    `From: ${formatLongDate(inquiry.startDate)}`,
    `To: ${formatLongDate(inquiry.endDate)}`,
    `Duration: ${days} ${days === 1 ? "day" : "days"}`,
    ...availabilityLine(availabilityShown),
    `Pickup: ${placeForMessage(terms, inquiry.pickupLocation, inquiry.pickupTime)}`,
    `Dropoff: ${placeForMessage(terms, inquiry.dropoffLocation, inquiry.dropoffTime)}`,
    // No price includes cover: the company names it and its cost (docs/product-rules.md, "Prices").
    `Insurance cover: ${inquiry.includeInsurance ? INSURANCE_WANTED : INSURANCE_NOT_WANTED}`,
    `Payment method: ${optionLabel(inquiry.paymentMethod)}`,
    ...(inquiry.visitingLocations ? [`Places I plan to visit: ${inquiry.visitingLocations}`] : []),
    "",
    ...priceLines(quote, visitor),
    ...cancellationLine(terms),
    ...languageLine(visitor),
  ];
  return lines.join("\n");
}

/** The Check Availability message: the vehicle, the dates asked about and what the calendar showed. */
export function availabilityMessage(
  vehicle: InquiryVehicle,
  period: { startDate: IsoDate; endDate: IsoDate },
  availabilityShown?: string | null,
  visitor: InquiryVisitor = ENGLISH_US_DOLLARS,
  terms?: RentalTerms,
): string {
  const quote = quoteRental(vehicle, period, { terms });
  const { days } = quote;
  const dayCount = `${days} ${days === 1 ? "day" : "days"}`;
  return [
    `Hello ${vehicle.company.name}, is the ${vehicleName(vehicle, { withYear: true })} available ` +
      `from ${formatLongDate(period.startDate)} to ${formatLongDate(period.endDate)} (${dayCount})?`,
    ...priceLines(quote, visitor),
    ...availabilityLine(availabilityShown),
    ...languageLine(visitor),
  ].join("\n");
}

/** What a company's reply to a booking is about: its decision, or a question while it is pending. */
export interface BookingReplySubject {
  status: BookingStatus;
  startDate: IsoDate;
  endDate: IsoDate;
  vehicle: { make: string; model: string };
  customer: { fullName: string };
  /** The request's reference, which the renter's receipt carries. */
  reference?: string | null;
  /** What the company wrote with its decision: the reply says it again. */
  companyMessage?: string | null;
}

/**
 * The company's WhatsApp reply to a customer from a booking card, matching where the booking
 * stands: confirmed or declined (with the company's message), or a question while it is pending.
 */
export function bookingReplyMessage(booking: BookingReplySubject): string {
  const vehicle = vehicleName(booking.vehicle);
  const reference = booking.reference ? ` (request ${booking.reference})` : "";
  const dates = `from ${formatLongDate(booking.startDate)} to ${formatLongDate(booking.endDate)}${reference}`;
  const hello = `Hello ${booking.customer.fullName.trim()},`;
  const message = booking.companyMessage ? `\n\n${booking.companyMessage}` : "";
  switch (booking.status) {
    case "confirmed":
      return `${hello} your booking of the ${vehicle} ${dates} is confirmed.${message}`;
    case "rejected":
      return `${hello} we are sorry, we cannot confirm your booking of the ${vehicle} ${dates}.${message}`;
    case "expired":
      return `${hello} we are sorry we did not answer your booking request for the ${vehicle} ${dates} in time.`;
    case "cancelled":
      return `${hello} your booking of the ${vehicle} ${dates} is cancelled.`;
    case "completed":
      return `${hello} thank you for renting the ${vehicle} ${dates}.`;
    default:
      return `${hello} about your booking request for the ${vehicle} ${dates}: `;
  }
}

/**
 * The renter's WhatsApp to the company about a request they sent, from its status page or My
 * Bookings: the reference lets the company find it in its inbox.
 */
export function requestFollowUpMessage(request: {
  reference: string | null;
  company: { name: string };
  vehicle: { make: string; model: string; year: number };
}): string {
  const about = request.reference ? `my request ${request.reference}` : "my booking request";
  return `Hello ${request.company.name}, about ${about} for the ${vehicleName(request.vehicle, { withYear: true })}: `;
}
