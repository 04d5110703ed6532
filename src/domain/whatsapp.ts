// Type-only: the cards use this module's quote, and must not pull zod into their bundle.
import type { BookingInquiry } from "./booking-inquiry-schema";
import type { Location, PaymentMethod } from "./constants";
import { formatLongDate, type IsoDate, rentalDays } from "./dates";
import { formatMoney, priceForDays, type VehiclePrices } from "./pricing";

export const LOCATION_LABELS: Record<Location, string> = {
  roseau: "Roseau",
  portsmouth: "Portsmouth",
  marigot: "Marigot",
  douglas_charles_airport: "Douglas-Charles Airport",
  canefield_airport: "Canefield Airport",
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  bank_transfer: "Bank Transfer",
  credit_card: "Credit Card",
  debit_card: "Debit Card",
  paypal: "PayPal",
};

/** Dominica's country code plus area code: local numbers are 7 digits after it. */
const DOMINICA_PREFIX = "1767";

/**
 * A company phone as wa.me wants it: international digits only (design.md). Companies type their
 * number as they say it, so a 7-digit local number or a 10-digit 767… number becomes 1767…;
 * a number with an international 00 prefix loses the prefix; anything else keeps its digits.
 */
export function whatsAppNumber(phone: string): string {
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  if (digits.length === 7) return `${DOMINICA_PREFIX}${digits}`;
  if (digits.length === 10 && digits.startsWith("767")) return `1${digits}`;
  return digits;
}

export function whatsAppLink(phone: string, message: string): string {
  return `https://wa.me/${whatsAppNumber(phone)}?text=${encodeURIComponent(message)}`;
}

export interface InquiryVehicle extends VehiclePrices {
  make: string;
  model: string;
  year: number;
  deposit: number | null;
  company: { name: string; phone: string };
}

/** What the dialogs show and the message says: N days (end − start + 1) and the §9 price. */
export function quoteFor(vehicle: VehiclePrices, startDate: IsoDate, endDate: IsoDate) {
  const days = Math.max(0, rentalDays(startDate, endDate));
  return { days, totalPrice: priceForDays(vehicle, days) };
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const depositText = (deposit: number | null) => (deposit === null ? "N/A" : formatMoney(deposit));

/** The Book Now message (spec §7): vehicle, every form detail, dates, places, insurance, price, deposit. */
export function bookingMessage(vehicle: InquiryVehicle, inquiry: BookingInquiry): string {
  const { days, totalPrice } = quoteFor(vehicle, inquiry.startDate, inquiry.endDate);
  const lines = [
    `Hello ${vehicle.company.name}, I would like to book the ${vehicle.make} ${vehicle.model} (${vehicle.year}).`,
    "",
    "*Personal Details*",
    `Name: ${inquiry.fullName}`,
    `Email: ${inquiry.email}`,
    `Phone: ${inquiry.phone}`,
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
    `Pickup: ${LOCATION_LABELS[inquiry.pickupLocation]}`,
    `Dropoff: ${LOCATION_LABELS[inquiry.dropoffLocation]}`,
    `Insurance: ${inquiry.includeInsurance ? "Included" : "Not included"}`,
    `Payment method: ${PAYMENT_METHOD_LABELS[inquiry.paymentMethod]}`,
    ...(inquiry.visitingLocations ? [`Places I plan to visit: ${inquiry.visitingLocations}`] : []),
    "",
    `Total price: ${formatMoney(totalPrice)}`,
    `Deposit: ${depositText(vehicle.deposit)}`,
  ];
  return lines.join("\n");
}

/** The Check Availability message: the vehicle and the dates asked about. */
export function availabilityMessage(vehicle: InquiryVehicle, period: { startDate: IsoDate; endDate: IsoDate }): string {
  const { days, totalPrice } = quoteFor(vehicle, period.startDate, period.endDate);
  const dayCount = `${days} ${days === 1 ? "day" : "days"}`;
  return [
    `Hello ${vehicle.company.name}, is the ${vehicle.make} ${vehicle.model} (${vehicle.year}) available ` +
      `from ${formatLongDate(period.startDate)} to ${formatLongDate(period.endDate)} (${dayCount})?`,
    `Total price: ${formatMoney(totalPrice)}`,
    `Deposit: ${depositText(vehicle.deposit)}`,
  ].join("\n");
}
