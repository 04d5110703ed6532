import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { RequestSummary } from "../../domain/requests/mails";
import type { Db } from "../db/client";
import { bookings, companies, users, vehicles } from "../db/schema";
import type { MailIntent } from "../mail/outbox";
import type { Mailer } from "../mail/plugin";

/** A request whose renter is told how it ended: what the mail says of it, and where it goes. */
export interface RequestToMail extends RequestSummary {
  id: number;
  vehicleId: number;
  email: string;
  companyMessage: string | null;
  cancelReason: string | null;
}

/**
 * The recorded requests among `ids` (those with a reference), in one statement, each with its
 * renter's address: the form's email, or the account's.
 */
export async function findRequestsToMail(tx: Db, ids: number[]): Promise<RequestToMail[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: bookings.id,
      vehicleId: bookings.vehicleId,
      reference: bookings.reference,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      totalPrice: bookings.totalPrice,
      priceLines: bookings.priceLines,
      priceCurrency: bookings.priceCurrency,
      // The deposit quoted with the request, else the vehicle's.
      deposit: sql<number>`coalesce(${bookings.deposit}, ${vehicles.deposit})`.mapWith(Number),
      language: bookings.language,
      currency: bookings.currency,
      email: sql<string | null>`coalesce(${bookings.renterEmail}, ${users.email})`,
      companyMessage: bookings.companyMessage,
      cancelReason: bookings.cancelReason,
      paymentTerms: companies.paymentTerms,
      vehicle: { make: vehicles.make, model: vehicles.model, year: vehicles.year },
      company: { name: companies.name },
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(and(inArray(bookings.id, ids), isNotNull(bookings.reference)))
    .orderBy(bookings.id);
  return rows.flatMap(({ reference, email, ...row }) => (reference && email ? [{ ...row, reference, email }] : []));
}

/** Writes one mail of `kind` per request to the outbox inside `tx`, to its renter's address. */
export async function queueRenterMails(
  tx: Db,
  mail: Mailer,
  requests: RequestToMail[],
  intent: Pick<MailIntent, "kind" | "params">,
): Promise<void> {
  for (const request of requests) await mail.queue(tx, { ...intent, bookingId: request.id, to: request.email });
}
