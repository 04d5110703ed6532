import type { BookingStatus } from "../constants";
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

/**
 * The company's inbox opened at one request (docs/product-rules.md, "The company's inbox"): what
 * the renter's WhatsApp and every mail to the company link to, never the renter's status link.
 */
export const companyInboxUrl = (publicUrl: string, reference: string): string =>
  `${publicUrl}/company/dashboard?request=${encodeURIComponent(reference)}`;

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

/** The renter may withdraw a request still waiting, or a confirmed one before its start day. */
export function mayRenterCancel(status: BookingStatus, startDate: IsoDate, today: IsoDate): boolean {
  return status === "pending" || (status === "confirmed" && today < startDate);
}

export type TimelineStep = "sent" | "seen" | "confirmed" | "rejected" | "expired" | "cancelled" | "completed";

export interface RequestTimes {
  status: BookingStatus;
  createdAt: Date;
  seenAt: Date | null;
  decidedAt: Date | null;
}

/**
 * What the renter's status page lists, oldest first: sent, then seen by the company once it opened
 * the request, then how it ended. A step not reached yet is not listed.
 */
export function requestTimeline(request: RequestTimes): { step: TimelineStep; at: Date }[] {
  const steps: { step: TimelineStep; at: Date }[] = [{ step: "sent", at: request.createdAt }];
  if (request.seenAt) steps.push({ step: "seen", at: request.seenAt });
  if (request.status !== "pending" && request.decidedAt) steps.push({ step: request.status, at: request.decidedAt });
  return steps;
}
