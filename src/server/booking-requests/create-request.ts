import { randomInt } from "node:crypto";
import { and, count, eq, or, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "../../domain/account-status";
import { breachedRule } from "../../domain/availability-rules";
import { companyInboxUrl, makeReference, requestExpiresAt } from "../../domain/booking-request-lifecycle";
import type { BookingRequestCreate, RenterDetails, StoredRenter } from "../../domain/contracts/booking-requests";
import type { BookingRequest } from "../../domain/contracts/bookings/booking-request-schema";
import { type IsoDate, todayInDominica } from "../../domain/dates";
import { breachedDriverTerms } from "../../domain/driver-terms";
import type { Language } from "../../domain/i18n/languages";
import type { Currency } from "../../domain/money";
import { quoteRental } from "../../domain/pricing";
import { refusedExtraChoice } from "../../domain/rental-extras";
import { checkPlaceChoices, chosenPlaceNames } from "../../domain/rental-places";
import { rentalChoices } from "../../domain/rental-terms";
import { seasonMinimumBreach } from "../../domain/seasons";
import { takenDatesMessage } from "../../domain/taken-dates-message";
import { bookingMessage, whatsAppLink } from "../../domain/whatsapp";
import type { SessionUser } from "../auth/sessions";
import { findListedVehicleAvailability } from "../availability/queries";
import { findBooking } from "../bookings/queries";
import { findRentalTerms } from "../companies/rental-terms";
import type { Db } from "../db/client";
import { bookings, companies, vehicles } from "../db/schema";
import { dialablePhone } from "../dialable-phone";
import { conflict, forbidden, invalid, isUniqueViolation, notFound } from "../errors";
import type { Mailer } from "../mail/plugin";
import { hashSecretToken, newSecretToken } from "../secret-tokens";

/**
 * Requests waiting at once, per email and per account: in all, and for one vehicle
 * (docs/product-rules.md, "Requests").
 */
export const REQUEST_LIMITS = { pendingPerEmail: 5, pendingPerVehicleAndEmail: 1 };
export const VEHICLE_NOT_REQUESTABLE = "This vehicle is not available for booking";
export const OWN_VEHICLE = "You cannot book a vehicle of your own company";
export const ALREADY_REQUESTED =
  "You already have a request waiting for this vehicle. Follow it with the link you received, or wait for the company's answer.";
export const TOO_MANY_WAITING = `You already have ${REQUEST_LIMITS.pendingPerEmail} requests waiting. Wait for the companies to answer them.`;

/** The form's fields that hold the places. */
const PLACE_FIELDS = { pickup: "pickupLocation", dropoff: "dropoffLocation" } as const;

export interface RequestLinks {
  /** The configured public address: links never come from the request. */
  publicUrl: string;
  mail: Mailer;
  expiryHours: number;
  now?: Date;
}

/** One request as the one path records it, whichever endpoint it came through. */
interface RequestDraft {
  vehicleId: number;
  startDate: IsoDate;
  endDate: IsoDate;
  language: Language;
  currency: Currency;
  renter: StoredRenter & { email: string };
  /** The logged-in account sending it: the request joins its My Bookings and counts toward its limits. */
  requester?: SessionUser;
  /** The status link's secret, when the renter is given one. */
  statusToken?: string;
}

/**
 * POST /api/booking-requests: the Book Now form, with or without an account. Answers the reference,
 * the status link and the WhatsApp link whose message is the form's plus the reference and the
 * company's inbox entry: the status link's secret is the renter's alone.
 */
export async function sendBookingRequest(
  db: Db,
  body: BookingRequestCreate,
  links: RequestLinks,
  requester?: SessionUser,
) {
  const { vehicleId, startDate, endDate, language, currency, website: _honeypot, ...form } = body;
  const renter: RenterDetails = { ...form, phone: dialablePhone(form) };
  const statusToken = newSecretToken();
  const recorded = await recordRequest(
    db,
    { vehicleId, startDate, endDate, language, currency, renter, requester, statusToken },
    links,
  );
  const statusUrl = `${links.publicUrl}/requests/${statusToken}`;
  const inquiry = { ...renter, startDate, endDate };
  const message = `${bookingMessage(recorded.vehicle, inquiry, null, { language, currency }, recorded.terms)}\n\nRequest ${recorded.reference}: ${companyInboxUrl(links.publicUrl, recorded.reference)}`;
  return {
    reference: recorded.reference,
    status: "pending" as const,
    startDate,
    endDate,
    totalPrice: recorded.totalPrice,
    deposit: recorded.vehicle.deposit,
    priceCurrency: recorded.vehicle.currency,
    statusUrl,
    whatsappUrl: whatsAppLink(recorded.vehicle.company.phone, message),
    expiresAt: recorded.expiresAt,
  };
}

/**
 * POST /api/bookings (the spec's call: a vehicle and two dates): the same request, its renter
 * details taken from the account (docs/decisions/one-request-path.md). No status link: the
 * account's My Bookings follows it. Answers the booking.
 */
export async function requestBookingForAccount(db: Db, user: SessionUser, body: BookingRequest, links: RequestLinks) {
  const renter: StoredRenter & { email: string } = {
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    ...(user.nationality && { nationality: user.nationality }),
  };
  const { id } = await recordRequest(db, { ...body, language: "en", currency: "USD", renter, requester: user }, links);
  const booking = await findBooking(db, id);
  if (!booking) throw new Error("a recorded request vanished");
  return booking;
}

/**
 * Records a request as a pending booking (docs/product-rules.md, "Requests"): the price from the
 * vehicle and the one price function, the renter's language and currency, a reference, the status
 * link's hash, the account when one sent it, and the renter's receipt and the company's notice in
 * the outbox — all in one transaction. A pending request blocks no dates and changes nothing the
 * public sees.
 */
async function recordRequest(db: Db, draft: RequestDraft, links: RequestLinks) {
  const { vehicleId, startDate, endDate, language, currency, renter, requester, statusToken } = draft;
  // An account awaiting approval is not yet one the marketplace vouches for.
  if (requester && !requester.isActive) throw forbidden(ACCOUNT_MESSAGES.pendingCannotBook);
  const now = links.now ?? new Date();
  const email = renter.email.toLowerCase();

  const recorded = await db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({
        make: vehicles.make,
        model: vehicles.model,
        year: vehicles.year,
        dailyPrice: vehicles.dailyPrice,
        weeklyPrice: vehicles.weeklyPrice,
        monthlyPrice: vehicles.monthlyPrice,
        deposit: vehicles.deposit,
        currency: companies.currency,
        company: { id: companies.id, name: companies.name, phone: companies.phone, email: companies.contactEmail },
      })
      .from(vehicles)
      .innerJoin(companies, eq(companies.id, vehicles.companyId))
      .where(eq(vehicles.id, vehicleId));
    if (!vehicle) throw notFound("Vehicle", vehicleId);
    const today = todayInDominica(now);
    const availability = await findListedVehicleAvailability(tx, vehicleId, { startDate, endDate }, today);
    if (!availability) throw conflict(VEHICLE_NOT_REQUESTABLE);
    if (requester && requester.companyId === vehicle.company.id) throw forbidden(OWN_VEHICLE);
    // The notice and the longest rental first: their sentence says what to change, where the busy
    // days (cleaning days and lapsed papers among them) can only be named.
    const breach = breachedRule({ startDate, endDate }, availability.rules, today, language);
    if (breach) throw invalid(breach.field, breach.message);
    if (availability.busy.length > 0) throw conflict(takenDatesMessage(availability.busy, language));

    await assertWithinLimits(tx, { vehicleId, email, userId: requester?.id });

    // The server's own quote under the company's terms today: the client's figures are never trusted.
    const terms = await findRentalTerms(tx, vehicle.company.id);
    if (!terms) throw notFound("Vehicle", vehicleId);
    const tooShort = seasonMinimumBreach(terms.seasons ?? [], { startDate, endDate }, language);
    if (tooShort) throw invalid(tooShort.field, tooShort.message);
    const driverBreach = breachedDriverTerms({ ...renter, startDate }, terms.drivers, language);
    if (driverBreach) throw invalid(driverBreach.field, driverBreach.message);
    const choices = rentalChoices({ ...renter, startDate });
    const refusedExtra = refusedExtraChoice(choices.extras ?? [], terms.extras ?? [], vehicleId);
    if (refusedExtra) throw invalid("extras", refusedExtra);
    const refusedPlace = checkPlaceChoices(terms, choices);
    if (refusedPlace) throw invalid(PLACE_FIELDS[refusedPlace.field], refusedPlace.message);
    const { total: totalPrice, lines: priceLines } = quoteRental(vehicle, { startDate, endDate }, { terms, choices });
    const expiresAt = requestExpiresAt(now, startDate, links.expiryHours);
    const { id, reference } = await insertWithFreshReference(tx, (reference) => ({
      userId: requester?.id ?? null,
      vehicleId,
      startDate,
      endDate,
      totalPrice,
      priceLines,
      // The policy it was sent under: a later change of the company's does not change this request's terms.
      cancellationPolicy: terms.cancellation,
      priceCurrency: vehicle.currency,
      deposit: vehicle.deposit,
      status: "pending" as const,
      reference,
      statusTokenHash: statusToken ? hashSecretToken(statusToken) : null,
      renter: { ...renter, ...chosenPlaceNames(terms, choices) },
      renterEmail: email,
      language,
      currency,
      expiresAt,
      createdAt: now,
    }));

    // The receipt's link holds the token: the outbox keeps it sealed, and the text is written when sent.
    await links.mail.queue(tx, {
      kind: "request-receipt",
      bookingId: id,
      to: email,
      params: { statusLink: statusToken !== undefined, signUp: statusToken !== undefined && !requester },
      secret: statusToken,
    });
    await links.mail.queue(tx, {
      kind: "company-request",
      bookingId: id,
      to: vehicle.company.email,
      params: { event: "new" },
    });
    return { id, reference, totalPrice, expiresAt, vehicle, terms };
  });
  void links.mail.wake();
  return recorded;
}

/**
 * One pending request per vehicle and five in all, counted per email and per account together, so
 * neither a new account nor another address in the form gets past them. The counts are taken under
 * locks on the account and the email, so two requests sent together cannot both pass; the account's
 * lock always comes first, so two transactions never wait on each other in a circle.
 */
async function assertWithinLimits(tx: Db, options: { vehicleId: number; email: string; userId?: number }) {
  const { vehicleId, email, userId } = options;
  if (userId !== undefined) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('booking-request-user'), ${userId}::int)`);
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('booking-request-email'), hashtext(${email}))`);
  const sameRenter =
    userId === undefined
      ? eq(bookings.renterEmail, email)
      : or(eq(bookings.renterEmail, email), eq(bookings.userId, userId));
  const [waiting] = await tx
    .select({
      all: count(),
      thisVehicle: sql<number>`count(*) filter (where ${bookings.vehicleId} = ${vehicleId})`.mapWith(Number),
    })
    .from(bookings)
    .where(and(sameRenter, eq(bookings.status, "pending")));
  if ((waiting?.thisVehicle ?? 0) >= REQUEST_LIMITS.pendingPerVehicleAndEmail) throw conflict(ALREADY_REQUESTED);
  if ((waiting?.all ?? 0) >= REQUEST_LIMITS.pendingPerEmail) throw conflict(TOO_MANY_WAITING);
}

/** Inserts with a new reference, drawing again in the rare case one is taken (a savepoint keeps the transaction). */
async function insertWithFreshReference(
  tx: Db,
  row: (reference: string) => typeof bookings.$inferInsert,
): Promise<{ id: number; reference: string }> {
  for (let attempt = 0; ; attempt++) {
    const reference = makeReference(randomInt);
    try {
      const [inserted] = await tx.transaction((savepoint) =>
        savepoint.insert(bookings).values(row(reference)).returning({ id: bookings.id }),
      );
      if (!inserted) throw new Error("request insert returned nothing");
      return { id: inserted.id, reference };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}
