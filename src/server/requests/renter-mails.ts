import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { addressLines } from "../../domain/company-contact";
import type { BookingStatus } from "../../domain/constants";
import type { StoredRenter } from "../../domain/contracts/requests/visitor-request-schema";
import type { Language } from "../../domain/i18n/languages";
import { mapPinUrl } from "../../domain/map-pin-url";
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
  /** Whether the request has a status page (a visitor's), or only the account's My Bookings. */
  hasStatusPage: boolean;
  cancelReason: string | null;
  /** Where the request stands now: a reminder goes only for a booking still confirmed. */
  status: BookingStatus;
  /** The company's address and language, for the mails to it about the request. */
  companyEmail: string;
  companyLanguage: Language;
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
      renter: sql<StoredRenter | null>`${bookings.renter}`,
      hasStatusPage: sql<boolean>`${bookings.statusTokenHash} is not null`,
      cancelReason: bookings.cancelReason,
      status: bookings.status,
      companyEmail: companies.contactEmail,
      companyLanguage: companies.language,
      paymentTerms: companies.paymentTerms,
      vehicle: { make: vehicles.make, model: vehicles.model, year: vehicles.year },
      company: {
        name: companies.name,
        phone: companies.phone,
        address: companies.address,
        cityVillage: companies.cityVillage,
        parish: companies.parish,
        latitude: companies.latitude,
        longitude: companies.longitude,
      },
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(and(inArray(bookings.id, ids), isNotNull(bookings.reference)))
    .orderBy(bookings.id);
  return rows.flatMap(({ reference, email, company, ...row }) =>
    reference && email ? [{ ...row, reference, email, company: dayOfContact(company) }] : [],
  );
}

/** How the renter reaches the company on the day: phone, address lines and the map pin's link. */
function dayOfContact(company: {
  name: string;
  phone: string;
  address: string;
  cityVillage: string;
  parish: string | null;
  latitude: number | null;
  longitude: number | null;
}): RequestSummary["company"] {
  const { latitude, longitude } = company;
  return {
    name: company.name,
    phone: company.phone,
    address: addressLines(company),
    mapUrl: latitude !== null && longitude !== null ? mapPinUrl({ latitude, longitude }) : null,
  };
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
