import type { BookingStatus } from "../constants";
import { addDays, type IsoDate, isIsoDate, LAST_DAY } from "../dates";
import { DRIVER_AGES, DRIVER_MESSAGES, fullYearsBetween } from "../driver-checks";
import { pickUpAt } from "./lifecycle";

/**
 * Check-in before arrival (docs/product-rules.md, "Check-in"): after confirmation the renter says how
 * and when they arrive, shows their licence, gives what the temporary driving permit needs and signs
 * the rental agreement, in steps, until the pick-up time.
 */
export const ARRIVAL_KINDS = ["flight", "ferry", "on-island"] as const;
export type ArrivalKind = (typeof ARRIVAL_KINDS)[number];

/** Where a visitor lands: Dominica's two airports and Roseau's ferry terminal. */
export const ARRIVAL_PLACES = ["douglas_charles_airport", "canefield_airport", "roseau_ferry_terminal"] as const;
export type ArrivalPlace = (typeof ARRIVAL_PLACES)[number];

export const ARRIVAL_PLACE_LABELS: Record<ArrivalPlace, string> = {
  douglas_charles_airport: "Douglas-Charles Airport",
  canefield_airport: "Canefield Airport",
  roseau_ferry_terminal: "Roseau ferry terminal",
};

/** The places each way of arriving reaches. */
export const ARRIVAL_PLACES_BY_KIND: Record<ArrivalKind, readonly ArrivalPlace[]> = {
  flight: ["douglas_charles_airport", "canefield_airport"],
  ferry: ["roseau_ferry_terminal"],
  "on-island": [],
};

export const LICENSE_SIDES = ["front", "back"] as const;
export type LicenseSide = (typeof LICENSE_SIDES)[number];

/** How far the check-in has come, as the company's inbox shows it. */
export const CHECK_IN_STATES = ["not-started", "arrival-given", "license-given", "agreement-signed"] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

export const CHECK_IN_STATE_LABELS: Record<CheckInState, string> = {
  "not-started": "Check-in not started",
  "arrival-given": "Arrival given",
  "license-given": "License given",
  "agreement-signed": "Agreement signed",
};

export const CHECK_IN_MESSAGES = {
  notOpen: "Check-in is open for a confirmed booking until its pick-up time",
  arrivalAfterPickup: "The arrival must be on or before the pick-up day",
  arrivalTooEarly: "The arrival must be at most a year before the pick-up",
  licenseExpired: "The license must be valid until the last day of the rental",
  nameMismatch: "Type your full name as it is on the booking",
  permitFirst: "Give your license details before signing the agreement",
  alreadySigned: "The agreement is already signed",
  somethingToSave: "Give at least one part of the check-in",
} as const;

/** What the temporary driving permit needs: the licence's number, country and expiry, and the birth date. */
export interface PermitDetails {
  licenseNumber: string;
  licenseCountry: string;
  licenseExpiry: IsoDate;
  dateOfBirth: IsoDate;
}

export interface Arrival {
  kind: ArrivalKind;
  /** The flight or ferry number; absent for a renter already on the island. */
  number: string | null;
  /** "2026-12-01T14:30", Dominica's time. */
  arrivesAt: string | null;
  place: ArrivalPlace | null;
}

/** Check-in is open on a confirmed booking until its pick-up time (src/domain/requests/lifecycle.ts, `pickUpAt`). */
export function mayCheckIn(
  booking: { status: BookingStatus; startDate: IsoDate; pickupTime?: string | null },
  now: Date,
): boolean {
  return booking.status === "confirmed" && now.getTime() < pickUpAt(booking.startDate, booking.pickupTime).getTime();
}

/** How a name is compared: case, accents kept; spaces at the ends and between words do not count. */
const normalName = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");

/** The typed signature matches the booking's name, whatever the case and the spaces. */
export function namesMatch(typed: string, booked: string): boolean {
  const wanted = normalName(booked);
  return wanted.length > 0 && normalName(typed) === wanted;
}

export interface CheckInProblem {
  field: string;
  message: string;
}

/** The arrival against the booking: no later than the pick-up day, at most a year before it. */
export function arrivalProblem(arrival: Pick<Arrival, "arrivesAt">, startDate: IsoDate): CheckInProblem | null {
  const day = arrival.arrivesAt?.slice(0, 10);
  if (!day || !isIsoDate(day)) return null;
  if (day > startDate) return { field: "arrival.arrivesAt", message: CHECK_IN_MESSAGES.arrivalAfterPickup };
  if (day < addDays(startDate, -365)) return { field: "arrival.arrivesAt", message: CHECK_IN_MESSAGES.arrivalTooEarly };
  return null;
}

/**
 * The permit's details against the booking: a licence valid through the rental's last day (and not
 * past 2100), a driver 18 to 100 years old on its first day (src/domain/driver-checks.ts).
 */
export function permitProblems(permit: PermitDetails, booking: { startDate: IsoDate; endDate: IsoDate }) {
  const problems: CheckInProblem[] = [];
  if (permit.licenseExpiry < booking.endDate || permit.licenseExpiry > LAST_DAY) {
    problems.push({ field: "permit.licenseExpiry", message: CHECK_IN_MESSAGES.licenseExpired });
  }
  const age = fullYearsBetween(permit.dateOfBirth, booking.startDate);
  if (age < DRIVER_AGES.minimum) problems.push({ field: "permit.dateOfBirth", message: DRIVER_MESSAGES.tooYoung });
  else if (age > DRIVER_AGES.oldest) problems.push({ field: "permit.dateOfBirth", message: DRIVER_MESSAGES.tooOld });
  return problems;
}

/** The furthest step reached: signed, else the licence (both sides and the permit's details), else the arrival. */
export function checkInStateOf(checkIn: {
  arrival: Arrival | null;
  permit: unknown;
  hasLicenseFront: boolean;
  hasLicenseBack: boolean;
  signedAt: Date | null;
}): CheckInState {
  if (checkIn.signedAt) return "agreement-signed";
  if (checkIn.permit && checkIn.hasLicenseFront && checkIn.hasLicenseBack) return "license-given";
  if (checkIn.arrival) return "arrival-given";
  return "not-started";
}
