import { randomInt } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { makeReference, requestExpiresAt } from "../../domain/booking-request-lifecycle";
import type { BookingRequestCreate, RenterDetails } from "../../domain/contracts/booking-requests";
import { type DayRange, formatLongDate } from "../../domain/dates";
import { toE164 } from "../../domain/phone";
import { priceForPeriod } from "../../domain/pricing";
import { companyRequestMail, requestReceiptMail } from "../../domain/request-mails";
import { bookingMessage, whatsAppLink } from "../../domain/whatsapp";
import { findListedVehicleBusyRanges } from "../availability/queries";
import type { Db } from "../db/client";
import { bookings, companies, vehicles } from "../db/schema";
import { conflict, notFound } from "../errors";
import type { Mailer } from "../mail/plugin";
import { hashSecretToken, newSecretToken } from "../secret-tokens";

/** Per email: requests waiting at once, in all and for one vehicle (docs/product-rules.md, "Requests"). */
export const REQUEST_LIMITS = { pendingPerEmail: 5, pendingPerVehicleAndEmail: 1 };
export const VEHICLE_NOT_REQUESTABLE = "This vehicle is not available for booking";
export const ALREADY_REQUESTED =
  "You already have a request waiting for this vehicle. Follow it with the link you received, or wait for the company's answer.";
export const TOO_MANY_WAITING = `You already have ${REQUEST_LIMITS.pendingPerEmail} requests waiting. Wait for the companies to answer them.`;

/** "Booked from December 10, 2026 to December 12, 2026 and on December 20, 2026": the days that are taken. */
export function takenDatesMessage(ranges: DayRange[]): string {
  const days = ranges.map(({ startDate, endDate }) =>
    startDate === endDate
      ? `on ${formatLongDate(startDate)}`
      : `from ${formatLongDate(startDate)} to ${formatLongDate(endDate)}`,
  );
  return `The vehicle is booked ${days.join(" and ")}. Choose other dates.`;
}

export interface RequestLinks {
  /** The configured public address: links never come from the request. */
  publicUrl: string;
  mail: Mailer;
  expiryHours: number;
  now?: Date;
}

/**
 * Records a visitor's request as a pending booking (docs/product-rules.md, "Requests"): the price from
 * the vehicle and the one price function, the phone in E.164, the visitor's language and currency,
 * a reference and a status link whose secret is stored hashed, and the renter's receipt and the
 * company's notice in the outbox — all in one transaction. A pending request blocks no dates and
 * changes nothing the public sees.
 */
export async function createBookingRequest(db: Db, body: BookingRequestCreate, links: RequestLinks) {
  const { vehicleId, startDate, endDate, language, currency, website: _honeypot, ...form } = body;
  const now = links.now ?? new Date();
  const renter: RenterDetails = { ...form, phone: toE164(form.phone, form.phoneCountry) ?? form.phone };
  const email = form.email.toLowerCase();

  const created = await db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({
        make: vehicles.make,
        model: vehicles.model,
        year: vehicles.year,
        dailyPrice: vehicles.dailyPrice,
        weeklyPrice: vehicles.weeklyPrice,
        monthlyPrice: vehicles.monthlyPrice,
        deposit: vehicles.deposit,
        company: { name: companies.name, phone: companies.phone, email: companies.contactEmail },
      })
      .from(vehicles)
      .innerJoin(companies, eq(companies.id, vehicles.companyId))
      .where(eq(vehicles.id, vehicleId));
    if (!vehicle) throw notFound("Vehicle", vehicleId);
    const busy = await findListedVehicleBusyRanges(tx, vehicleId, { startDate, endDate });
    if (!busy) throw conflict(VEHICLE_NOT_REQUESTABLE);
    if (busy.length > 0) throw conflict(takenDatesMessage(busy));

    // One renter's requests are counted one at a time, so two sent together cannot both pass.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('booking-request-email'), hashtext(${email}))`);
    const [waiting] = await tx
      .select({
        all: count(),
        thisVehicle: sql<number>`count(*) filter (where ${bookings.vehicleId} = ${vehicleId})`.mapWith(Number),
      })
      .from(bookings)
      .where(and(eq(bookings.renterEmail, email), eq(bookings.status, "pending")));
    if ((waiting?.thisVehicle ?? 0) >= REQUEST_LIMITS.pendingPerVehicleAndEmail) throw conflict(ALREADY_REQUESTED);
    if ((waiting?.all ?? 0) >= REQUEST_LIMITS.pendingPerEmail) throw conflict(TOO_MANY_WAITING);

    const token = newSecretToken();
    const totalPrice = priceForPeriod(vehicle, startDate, endDate);
    const expiresAt = requestExpiresAt(now, startDate, links.expiryHours);
    const reference = await insertWithFreshReference(tx, (reference) => ({
      vehicleId,
      startDate,
      endDate,
      totalPrice,
      deposit: vehicle.deposit,
      status: "pending" as const,
      reference,
      statusTokenHash: hashSecretToken(token),
      renter,
      renterEmail: email,
      language,
      currency,
      expiresAt,
      createdAt: now,
    }));

    const statusUrl = `${links.publicUrl}/requests/${token}`;
    const summary = {
      reference,
      vehicle,
      company: vehicle.company,
      startDate,
      endDate,
      totalPrice,
      deposit: vehicle.deposit ?? 0,
      language,
      currency,
    };
    await links.mail.queue(tx, { to: email, ...requestReceiptMail(summary, statusUrl, expiresAt) });
    await links.mail.queue(tx, {
      to: vehicle.company.email,
      ...companyRequestMail(summary, "new", `${links.publicUrl}/company/dashboard`),
    });
    const message = `${bookingMessage(vehicle, { ...renter, startDate, endDate }, null, { language, currency })}\n\nRequest ${reference}: ${statusUrl}`;
    return {
      reference,
      status: "pending" as const,
      startDate,
      endDate,
      totalPrice,
      deposit: vehicle.deposit,
      statusUrl,
      whatsappUrl: whatsAppLink(vehicle.company.phone, message),
      expiresAt,
    };
  });
  await links.mail.wake();
  return created;
}

const PG_UNIQUE = "23505";

/** Inserts with a new reference, drawing again in the rare case one is taken (a savepoint keeps the transaction). */
async function insertWithFreshReference(
  tx: Db,
  row: (reference: string) => typeof bookings.$inferInsert,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const reference = makeReference(randomInt);
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.insert(bookings).values(row(reference));
      });
      return reference;
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (code !== PG_UNIQUE || attempt >= 4) throw error;
    }
  }
}
