import { and, eq, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { checkInBody } from "../../domain/contracts/requests/check-in-schema";
import {
  arrivalProblem,
  CHECK_IN_MESSAGES,
  type LicenseSide,
  mayCheckIn,
  namesMatch,
  type PermitDetails,
  permitProblems,
} from "../../domain/requests/check-in";
import { rentalAgreement } from "../../domain/requests/mails";
import { findDriverAndCancellationTerms } from "../companies/driver-and-cancellation-terms";
import type { Db } from "../db/client";
import { bookingCheckIns, bookings, vehicles } from "../db/schema";
import { conflict, invalid, invalidFields, notFound } from "../errors";
import { decodeDataUrl, processImage } from "../images/process-image";
import { translatorFor } from "../pages/translator";
import { agreementPdf } from "./agreement-pdf";
import { checkInStateOfFacts, findCheckIns } from "./check-in-queries";
import { findRequestsToMail } from "./renter-mails";
import { type FoundRequest, findRequest, requestWithToken } from "./view-request";

type CheckInRow = typeof bookingCheckIns.$inferSelect;

/** The agreement the renter is asked to sign: made from the booking as it is now, in the renter's language. */
async function agreementToSign(db: Db, request: FoundRequest, permit: PermitDetails | null) {
  const [summary] = await findRequestsToMail(db, [request.id]);
  const terms = await findDriverAndCancellationTerms(db, request.company.id);
  if (!summary || !terms) throw notFound("Request");
  return rentalAgreement(
    { ...summary, cancellationPolicy: request.cancellationPolicy },
    { fullName: request.renter.fullName ?? "", license: permit, terms },
    translatorFor(request.language),
  );
}

/**
 * What the renter's status page shows of the check-in (docs/product-rules.md, "Check-in"): the
 * licence number only by its last four characters, the birth date never.
 */
export async function renterCheckInView(db: Db, request: FoundRequest, now = new Date()) {
  const facts = (await findCheckIns(db, [request.id])).get(request.id);
  const permit = facts?.permit ?? null;
  const agreement =
    facts?.signedAt && facts.agreementText
      ? { title: facts.agreementTitle ?? "", text: facts.agreementText }
      : await agreementToSign(db, request, permit);
  return {
    state: checkInStateOfFacts(facts),
    mayEdit: mayCheckIn({ ...request, pickupTime: request.renter.pickupTime }, now),
    arrival: facts?.arrival ?? null,
    license: { front: facts?.hasLicenseFront ?? false, back: facts?.hasLicenseBack ?? false },
    permit: permit && {
      licenseNumberEnd: permit.licenseNumber.slice(-4),
      licenseCountry: permit.licenseCountry,
      licenseExpiry: permit.licenseExpiry,
    },
    agreement: { ...agreement, signedAt: facts?.signedAt ?? null, signedName: facts?.signedName ?? null },
  };
}

/**
 * The renter's request `which` names (its status link's, or its renter account's), locked, with check-in
 * open on it; 404 for no request, 409 when closed.
 */
async function lockOpenRequest(tx: Db, which: SQL, now: Date) {
  const request = await findRequest(tx, which, { forUpdate: true });
  if (!request) throw notFound("Request");
  if (!mayCheckIn({ ...request, pickupTime: request.renter.pickupTime }, now))
    throw conflict(CHECK_IN_MESSAGES.notOpen);
  return request;
}

async function lockedCheckIn(tx: Db, bookingId: number) {
  const [row] = await tx
    .select({ permit: bookingCheckIns.permit, signedAt: bookingCheckIns.signedAt })
    .from(bookingCheckIns)
    .where(eq(bookingCheckIns.bookingId, bookingId))
    .for("update");
  return row;
}

/**
 * Saves the parts of the check-in the renter sent, in one transaction under the booking's lock: the
 * arrival and the permit checked against the booking, and the signature — the typed name matching
 * the booking's — which writes the agreement's text and PDF once, for good.
 */
export async function saveCheckIn(
  db: Db,
  options: { which: SQL; body: z.output<typeof checkInBody>; ip: string; now?: Date },
) {
  const now = options.now ?? new Date();
  const { arrival, permit, signature } = options.body;
  const bookingId = await db.transaction(async (tx) => {
    const request = await lockOpenRequest(tx, options.which, now);
    const problems = [
      ...(arrival ? [arrivalProblem(arrival, request.startDate)] : []),
      ...(permit ? permitProblems(permit, request) : []),
    ].filter((problem) => problem !== null);
    if (problems.length > 0) throw invalidFields(problems);
    const kept = await lockedCheckIn(tx, request.id);
    const changes: Partial<CheckInRow> = { updatedAt: now };
    if (arrival) changes.arrival = arrival;
    if (permit) changes.permit = permit;
    if (signature) {
      if (kept?.signedAt) throw conflict(CHECK_IN_MESSAGES.alreadySigned);
      const signedPermit = permit ?? kept?.permit ?? null;
      if (!signedPermit) throw conflict(CHECK_IN_MESSAGES.permitFirst);
      if (!namesMatch(signature.fullName, request.renter.fullName ?? "")) {
        throw invalid("signature.fullName", CHECK_IN_MESSAGES.nameMismatch);
      }
      const agreement = await agreementToSign(tx, request, signedPermit);
      const signed = { signedName: signature.fullName, signedAt: now, signedIp: options.ip };
      Object.assign(changes, {
        ...signed,
        agreementTitle: agreement.title,
        agreementText: agreement.text,
        agreementPdf: await agreementPdf({ ...agreement, ...signed, language: request.language }),
      });
    }
    await tx
      .insert(bookingCheckIns)
      .values({ bookingId: request.id, ...changes })
      .onConflictDoUpdate({ target: bookingCheckIns.bookingId, set: changes });
    return request.id;
  });
  return renterCheckInView(db, await openedRequest(db, bookingId), now);
}

const openedRequest = async (db: Db, bookingId: number) => {
  const request = await findRequest(db, eq(bookings.id, bookingId));
  if (!request) throw notFound("Request");
  return request;
};

const photoColumn = { front: "licenseFront", back: "licenseBack" } as const;

/**
 * Keeps a photo of one side of the licence: checked and re-encoded like a vehicle's photo
 * (src/server/images/process-image.ts, before the transaction so a slow photo holds no lock), only
 * its largest width kept. Check-in must be open before the photo is read and still when it is stored.
 */
export async function saveLicensePhoto(db: Db, options: { which: SQL; side: LicenseSide; image: string; now?: Date }) {
  const now = options.now ?? new Date();
  await db.transaction((tx) => lockOpenRequest(tx, options.which, now));
  const { full } = await processImage(decodeDataUrl(options.image));
  const bookingId = await db.transaction(async (tx) => {
    const request = await lockOpenRequest(tx, options.which, now);
    const changes = { [photoColumn[options.side]]: full, updatedAt: now };
    await tx
      .insert(bookingCheckIns)
      .values({ bookingId: request.id, ...changes })
      .onConflictDoUpdate({ target: bookingCheckIns.bookingId, set: changes });
    return request.id;
  });
  return renterCheckInView(db, await openedRequest(db, bookingId), now);
}

/** A booking's licence photo or signed PDF, for its renter (link or account) or its vehicle's company; undefined when none. */
async function privateFile(db: Db, which: SQL, column: "licenseFront" | "licenseBack" | "agreementPdf") {
  const [row] = await db
    .select({ bytes: bookingCheckIns[column] })
    .from(bookingCheckIns)
    .innerJoin(bookings, eq(bookings.id, bookingCheckIns.bookingId))
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(which);
  return row?.bytes ?? undefined;
}

export type CheckInFile = { kind: "license"; side: LicenseSide } | { kind: "agreement" };
const columnOf = (file: CheckInFile) => (file.kind === "agreement" ? "agreementPdf" : photoColumn[file.side]);

export const fileOfToken = (db: Db, token: string, file: CheckInFile) =>
  privateFile(db, requestWithToken(token), columnOf(file));

/**
 * A licence photo or the signed PDF for the vehicle's company or the booking's renter account;
 * undefined for anyone else.
 */
export const fileOfAccount = (
  db: Db,
  account: { userId: number; companyId: number | null },
  bookingId: number,
  file: CheckInFile,
) => {
  const isReader = or(
    eq(bookings.userId, account.userId),
    account.companyId === null ? undefined : eq(vehicles.companyId, account.companyId),
  );
  return privateFile(db, and(eq(bookings.id, bookingId), isReader) as SQL, columnOf(file));
};
