import type { BookingStatus, CancelledBy } from "../constants";
import { addDays, type IsoDate } from "../dates";

/**
 * A request's reference: "DR-" and five characters a person can read aloud or type from a chat
 * without confusion (no 0/O, 1/I/L, U). 29⁵ ≈ 20 million; the database's unique index catches the
 * rare repeat and the server draws again.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const REFERENCE = /^DR-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{5}$/;

export function makeReference(randomIndex: (size: number) => number): string {
  let code = "";
  for (let i = 0; i < 5; i++) code += REFERENCE_ALPHABET[randomIndex(REFERENCE_ALPHABET.length)];
  return `DR-${code}`;
}

export const isReference = (text: string): boolean => REFERENCE.test(text);

/** The secret a status link ends with (`https://…/requests/<token>`): the app links to its own page with it. */
export const requestTokenOf = (statusUrl: string): string => new URL(statusUrl).pathname.split("/").pop() ?? "";

/** Dominica keeps UTC−4 all year (no daylight saving). */
const DOMINICA_OFFSET = "-04:00";

/**
 * When a pending request stops waiting (docs/product-rules.md, "Requests"): `expiryHours` after it
 * was sent, or when its start day is over in Dominica, whichever comes first. A request for today
 * can still be answered today; one nobody answered before the rental began is no longer a request.
 */
export function requestExpiresAt(sentAt: Date, startDate: IsoDate, expiryHours: number): Date {
  const afterHours = sentAt.getTime() + expiryHours * 3_600_000;
  const startDayOver = Date.parse(`${addDays(startDate, 1)}T00:00:00${DOMINICA_OFFSET}`);
  return new Date(Math.min(afterHours, startDayOver));
}

/**
 * The company may cancel a booking waiting or confirmed while its rental has not ended
 * (docs/product-rules.md, "Cancellations and no-shows"): a car broke down, a road closed.
 */
export function mayCompanyCancel(status: BookingStatus, endDate: IsoDate, today: IsoDate): boolean {
  return (status === "pending" || status === "confirmed") && today <= endDate;
}

/**
 * When the renter was due to collect the car, in Dominica's time: the first day at the pick-up time
 * the renter asked for ("14:30"), else the first moment of that day.
 */
export function pickUpAt(startDate: IsoDate, pickupTime?: string | null): Date {
  const time = pickupTime && /^\d{2}:\d{2}$/.test(pickupTime) ? pickupTime : "00:00";
  return new Date(`${startDate}T${time}:00${DOMINICA_OFFSET}`);
}

export interface NoShowCandidate {
  status: BookingStatus;
  startDate: IsoDate;
  pickupTime?: string | null;
}

/** The renter did not come: only a confirmed booking, once its pick-up time has passed. */
export function mayMarkNoShow(booking: NoShowCandidate, now: Date): boolean {
  return booking.status === "confirmed" && now.getTime() >= pickUpAt(booking.startDate, booking.pickupTime).getTime();
}

/** The renter may withdraw a request still waiting, or a confirmed one before its start day. */
export function mayRenterCancel(status: BookingStatus, startDate: IsoDate, today: IsoDate): boolean {
  return status === "pending" || (status === "confirmed" && today < startDate);
}

export type TimelineStep =
  | "sent"
  | "seen"
  | "confirmed"
  | "picked-up"
  | "rejected"
  | "expired"
  | "cancelled"
  | "completed";

export interface RequestTimes {
  status: BookingStatus;
  createdAt: Date;
  seenAt: Date | null;
  decidedAt: Date | null;
  cancelledBy?: CancelledBy | null;
  /** When the renter confirmed the pick-up and the return handovers (docs/product-rules.md, "Handover"). */
  pickedUpAt?: Date | null;
  returnedAt?: Date | null;
}

export interface TimelineEntry {
  step: TimelineStep;
  at: Date;
  /** Who cancelled: the renter, the company, or the company marking a no-show. */
  by?: CancelledBy;
}

/**
 * What the renter's status page lists, oldest first: sent, then seen by the company once it opened
 * the request, then how it ended — for a rental, confirmed, picked up and completed at the return's
 * handover (a booking completed before handovers were recorded, at its decision). A step not reached
 * yet is not listed.
 */
export function requestTimeline(request: RequestTimes): TimelineEntry[] {
  const steps: TimelineEntry[] = [{ step: "sent", at: request.createdAt }];
  if (request.seenAt) steps.push({ step: "seen", at: request.seenAt });
  const { status, decidedAt, pickedUpAt, returnedAt } = request;
  if (status === "pending" || !decidedAt) return steps;
  if (pickedUpAt) {
    steps.push({ step: "confirmed", at: decidedAt }, { step: "picked-up", at: pickedUpAt });
    if (status === "completed") steps.push({ step: "completed", at: returnedAt ?? decidedAt });
    return steps;
  }
  const by = status === "cancelled" ? request.cancelledBy : null;
  steps.push({ step: status, at: decidedAt, ...(by && { by }) });
  return steps;
}
