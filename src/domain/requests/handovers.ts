import type { BookingStatus } from "../constants";
import { addDays, type IsoDate } from "../dates";

/**
 * The car changing hands (docs/product-rules.md, "Handover"): at pick-up and at return the company
 * records the odometer, the fuel, notes and photos, and the renter confirms on the same phone by
 * typing their name. The return completes the booking.
 */
export const HANDOVER_KINDS = ["pick-up", "return"] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];

export const HANDOVER_PHOTOS_MAX = 12;
/** The tank in eighths, as a fuel gauge reads: 0 empty, 8 full. */
export const FUEL_EIGHTHS_MAX = 8;
export const ODOMETER_KM_MAX = 2_000_000;
export const HANDOVER_NOTES_MAX = 1000;
export const RENTER_NAME_MAX = 200;
/** A photo as the phone sends it, already made at most 1200×800: far below the upload's 5 MB. */
export const HANDOVER_PHOTO_MAX_BYTES = 700 * 1024;
/** A handover kept on a phone without signal is sent later with the time it was confirmed; no older than this. */
export const HANDOVER_DELAY_MAX_DAYS = 7;

export const PICK_UP_ONLY_CONFIRMED = "A pick-up can be recorded only for a confirmed booking.";
export const PICK_UP_TOO_EARLY = "The pick-up can be recorded from the day before the rental starts.";
export const PICK_UP_ALREADY_RECORDED = "The pick-up of this booking is already recorded.";
export const RETURN_BEFORE_PICK_UP = "The return can be recorded only after the pick-up.";
export const RETURN_ALREADY_RECORDED = "The return of this booking is already recorded.";
export const ODOMETER_BELOW_PICK_UP = "The odometer cannot read less than at pick-up ({{km}} km).";
export const RENTER_NAME_MISMATCH = "The name must be the renter's as on the booking";
export const RENTER_NAME_REQUIRED = "The renter types their full name to confirm";
export const NO_RENTER_NAME = "This booking no longer has its renter's name: the handover cannot be confirmed.";

export interface RecordedHandover {
  kind: HandoverKind;
  odometerKm: number;
  fuelEighths: number;
}

export interface HandoverFacts {
  status: BookingStatus;
  startDate: IsoDate;
  /** The booking's handovers already recorded. */
  recorded: readonly RecordedHandover[];
}

/** A refusal: with `field` it is about what was typed (400), without it about the booking's state (409). */
export interface HandoverRefusal {
  field?: "odometerKm";
  message: string;
}

/**
 * Whether this handover may be recorded now. A pick-up: a confirmed booking, from the day before
 * its first day (a car handed over the evening before), once. A return: after the pick-up, once,
 * with the odometer not below the pick-up's.
 */
export function handoverRefusal(
  facts: HandoverFacts,
  handover: { kind: HandoverKind; odometerKm: number },
  today: IsoDate,
): HandoverRefusal | null {
  const pickUp = facts.recorded.find((h) => h.kind === "pick-up");
  if (handover.kind === "pick-up") {
    if (pickUp) return { message: PICK_UP_ALREADY_RECORDED };
    if (facts.status !== "confirmed") return { message: PICK_UP_ONLY_CONFIRMED };
    if (today < addDays(facts.startDate, -1)) return { message: PICK_UP_TOO_EARLY };
    return null;
  }
  if (facts.recorded.some((h) => h.kind === "return")) return { message: RETURN_ALREADY_RECORDED };
  if (!pickUp || facts.status !== "confirmed") return { message: RETURN_BEFORE_PICK_UP };
  if (handover.odometerKm < pickUp.odometerKm) {
    return { field: "odometerKm", message: ODOMETER_BELOW_PICK_UP.replace("{{km}}", String(pickUp.odometerKm)) };
  }
  return null;
}

/** Letters as a person would compare them: case, spaces and accents aside ("  jean-pierre  DUPONT" = "Jean-Pierre Dupont"). */
const comparable = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("en")
    .replace(/\s+/g, "");

/** The renter confirms by typing the name the booking was made in, case and spaces aside. */
export function isRenterName(typed: string, bookingName: string): boolean {
  const wanted = comparable(bookingName);
  return wanted.length > 0 && comparable(typed) === wanted;
}

/** What the return shows beside the pick-up: km driven and the fuel's change in eighths (negative: less). */
export function handoverDifference(pickUp: RecordedHandover, back: { odometerKm: number; fuelEighths: number }) {
  return { kmDriven: back.odometerKm - pickUp.odometerKm, fuelEighths: back.fuelEighths - pickUp.fuelEighths };
}

/**
 * When a phone says it was confirmed: a handover kept without signal arrives later with its time,
 * which may be neither in the future (five minutes of clock drift aside) nor more than a week old.
 */
export function isAcceptedConfirmationTime(at: Date, now: Date): boolean {
  const drift = 5 * 60_000;
  return at.getTime() <= now.getTime() + drift && at.getTime() >= now.getTime() - HANDOVER_DELAY_MAX_DAYS * 86_400_000;
}

export interface TodayCandidate {
  id: number;
  status: BookingStatus;
  startDate: IsoDate;
  endDate: IsoDate;
  pickupTime?: string | null;
  dropoffTime?: string | null;
  pickedUpAt: Date | null;
  returnedAt: Date | null;
}

export interface TodayRow<B extends TodayCandidate = TodayCandidate> {
  booking: B;
  kind: HandoverKind;
  /** The day it is due: the first day for a pick-up, the last for a return. */
  date: IsoDate;
  time: string | null;
  /** When it was recorded; null while still to do. */
  doneAt: Date | null;
  /** Due before today and not done: a renter who has not brought the car back yet. */
  isLate: boolean;
}

/**
 * The company's "Today" (docs/product-rules.md, "Handover"): the pick-ups and returns due today and
 * tomorrow in Dominica, done or not, and the ones still to do from earlier days while the rental
 * runs (a pick-up) or the car is out (a return). Ordered by day, then time (a row without a time first).
 */
export function todayRows<B extends TodayCandidate>(bookings: readonly B[], today: IsoDate): TodayRow<B>[] {
  const tomorrow = addDays(today, 1);
  const rows: TodayRow<B>[] = [];
  for (const booking of bookings) {
    if (booking.status !== "confirmed" && booking.status !== "completed") continue;
    const pickUpDue =
      booking.pickedUpAt === null
        ? booking.status === "confirmed" && booking.startDate <= tomorrow && booking.endDate >= today
        : booking.startDate >= today && booking.startDate <= tomorrow;
    if (pickUpDue) {
      rows.push({
        booking,
        kind: "pick-up",
        date: booking.startDate,
        time: booking.pickupTime ?? null,
        doneAt: booking.pickedUpAt,
        isLate: booking.pickedUpAt === null && booking.startDate < today,
      });
    }
    const returnDue =
      booking.returnedAt === null
        ? booking.pickedUpAt !== null && booking.status === "confirmed" && booking.endDate <= tomorrow
        : booking.endDate >= today && booking.endDate <= tomorrow;
    if (returnDue) {
      rows.push({
        booking,
        kind: "return",
        date: booking.endDate,
        time: booking.dropoffTime ?? null,
        doneAt: booking.returnedAt,
        isLate: booking.returnedAt === null && booking.endDate < today,
      });
    }
  }
  const key = (row: TodayRow<B>) => `${row.isLate ? "0" : "1"}${row.date}${row.time ?? ""}`;
  return rows.sort((a, b) => key(a).localeCompare(key(b)) || a.booking.id - b.booking.id);
}

/** The fuel as a gauge reads it: "Empty", "3/8", "Full" (English; screens translate Empty and Full). */
export const fuelLabel = (eighths: number): string =>
  eighths === 0 ? "Empty" : eighths === FUEL_EIGHTHS_MAX ? "Full" : `${eighths}/8`;

export const HANDOVER_KIND_LABELS: Record<HandoverKind, string> = { "pick-up": "Pick-up", return: "Return" };
