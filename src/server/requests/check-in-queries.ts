import { inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type CheckInState, checkInStateOf } from "../../domain/requests/check-in";
import type { Db } from "../db/client";
import { bookingCheckIns } from "../db/schema";

const isStored = (column: AnyPgColumn) => sql<boolean>`${column} is not null`.mapWith(Boolean);

/** The check-in's columns a screen reads: the photos and the PDF are only asked whether they exist. */
const checkInColumns = {
  arrival: bookingCheckIns.arrival,
  permit: bookingCheckIns.permit,
  hasLicenseFront: isStored(bookingCheckIns.licenseFront),
  hasLicenseBack: isStored(bookingCheckIns.licenseBack),
  agreementTitle: bookingCheckIns.agreementTitle,
  agreementText: bookingCheckIns.agreementText,
  signedName: bookingCheckIns.signedName,
  signedAt: bookingCheckIns.signedAt,
};

async function selectCheckIns(db: Db, bookingIds: number[]) {
  return db
    .select({ bookingId: bookingCheckIns.bookingId, ...checkInColumns })
    .from(bookingCheckIns)
    .where(inArray(bookingCheckIns.bookingId, bookingIds));
}
type CheckInFacts = Omit<Awaited<ReturnType<typeof selectCheckIns>>[number], "bookingId">;

/** The check-in of these bookings, by booking, in one statement; a booking without a step taken has none. */
export async function findCheckIns(db: Db, bookingIds: number[]) {
  const byBooking = new Map<number, CheckInFacts>();
  if (bookingIds.length === 0) return byBooking;
  for (const { bookingId, ...row } of await selectCheckIns(db, bookingIds)) byBooking.set(bookingId, row);
  return byBooking;
}

/** How far a booking's check-in has come; a booking without a row has not started. */
export const checkInStateOfFacts = (facts: CheckInFacts | undefined): CheckInState =>
  facts ? checkInStateOf(facts) : "not-started";

/** The check-in as the company's inbox shows it: every detail, the photos as links; null before any step. */
export function companyCheckInOf(facts: CheckInFacts | undefined) {
  if (!facts) return null;
  return {
    state: checkInStateOfFacts(facts),
    arrival: facts.arrival,
    license: { front: facts.hasLicenseFront, back: facts.hasLicenseBack },
    permit: facts.permit,
    signedAt: facts.signedAt,
    signedName: facts.signedName,
  };
}

/** The check-in as the renter's account sees it in My Bookings: how far it came; null before any step. */
export function accountCheckInOf(facts: CheckInFacts | undefined) {
  return facts ? { state: checkInStateOfFacts(facts), signedAt: facts.signedAt } : null;
}
