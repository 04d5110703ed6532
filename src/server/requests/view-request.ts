import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { RenterDetails } from "../../domain/contracts/requests/visitor-request-schema";
import { todayInDominica } from "../../domain/dates";
import { quoteAsShown } from "../../domain/pricing";
import { mayRenterCancel, requestTimeline } from "../../domain/requests/lifecycle";
import type { Alternative } from "../../domain/requests/mails";
import { shownPaymentStatus } from "../../domain/requests/payments";
import { daysDetailsKept } from "../../domain/requests/renter-details";
import { requestFollowUpMessage, whatsAppLink } from "../../domain/whatsapp";
import type { Db } from "../db/client";
import { bookings, companies, vehicles } from "../db/schema";
import { hashSecretToken } from "../secret-tokens";
import { findAlternatives } from "./alternatives";
import { handoverTimes, listHandovers } from "./handover-queries";

/** The request a status link's secret opens: the receipt's link, or the confirmation mail's. */
export const requestWithToken = (token: string): SQL => {
  const hash = hashSecretToken(token);
  return or(eq(bookings.statusTokenHash, hash), eq(bookings.mailedTokenHash, hash)) as SQL;
};

/** A request of the account's own: another's answers like a missing one. */
export const requestOfAccount = (bookingId: number, userId: number): SQL =>
  and(eq(bookings.id, bookingId), eq(bookings.userId, userId)) as SQL;

/** A request by its status link's secret, with what its renter may see; undefined when none has it. */
export const findRequestByToken = (db: Db, token: string, options: { forUpdate?: boolean } = {}) =>
  findRequest(db, requestWithToken(token), options);

/** The request `which` names, with what its renter may see; undefined when there is none. */
export async function findRequest(db: Db, which: SQL, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      totalPrice: bookings.totalPrice,
      priceLines: bookings.priceLines,
      priceCurrency: bookings.priceCurrency,
      deposit: bookings.deposit,
      language: bookings.language,
      currency: bookings.currency,
      createdAt: bookings.createdAt,
      seenAt: bookings.seenAt,
      decidedAt: bookings.decidedAt,
      expiresAt: bookings.expiresAt,
      companyMessage: bookings.companyMessage,
      cancelledBy: bookings.cancelledBy,
      cancelReason: bookings.cancelReason,
      paymentStatus: bookings.paymentStatus,
      cancellationPolicy: bookings.cancellationPolicy,
      detailsErasedAt: bookings.detailsErasedAt,
      // The form as sent; once erased, only its places and choices (src/domain/requests/renter-details.ts).
      renter: sql<RenterDetails>`${bookings.renter}`,
      vehicle: {
        id: vehicles.id,
        make: vehicles.make,
        model: vehicles.model,
        year: vehicles.year,
        image: vehicles.image,
      },
      company: {
        id: companies.id,
        name: companies.name,
        phone: companies.phone,
        email: companies.contactEmail,
        paymentTerms: companies.paymentTerms,
      },
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(which);
  const [row] = await (options.forUpdate ? query.for("update", { of: bookings }) : query);
  if (!row) return undefined;
  const handovers = (await listHandovers(db, [row.id])).get(row.id) ?? [];
  return { ...row, handovers };
}

export type FoundRequest = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/**
 * What the renter's page shows: status and timeline, vehicle, company with its WhatsApp, dates,
 * places, price — and of the renter only name, email and phone, never the licence or birth date.
 */
export function requestView(request: FoundRequest, now = new Date(), alternatives: Alternative[] = []) {
  const { renter, vehicle, company } = request;
  return {
    reference: request.reference ?? "",
    status: request.status,
    timeline: requestTimeline({ ...request, ...handoverTimes(request.handovers) }),
    startDate: request.startDate,
    endDate: request.endDate,
    pickupLocation: renter.pickupLocation,
    dropoffLocation: renter.dropoffLocation,
    pickupPlace: renter.pickupPlace,
    dropoffPlace: renter.dropoffPlace,
    pickupTime: renter.pickupTime,
    dropoffTime: renter.dropoffTime,
    totalPrice: request.totalPrice,
    priceLines: request.priceLines,
    priceCurrency: request.priceCurrency,
    deposit: request.deposit,
    language: request.language,
    currency: request.currency,
    expiresAt: request.status === "pending" ? request.expiresAt : null,
    mayCancel: mayRenterCancel(request.status, request.startDate, todayInDominica(now)),
    companyMessage: request.companyMessage,
    cancelledBy: request.cancelledBy,
    cancelReason: request.cancelReason,
    paymentStatus: shownPaymentStatus(request.status, request.paymentStatus),
    handovers: request.handovers,
    payment: paymentDueOf(request),
    cancellationPolicy: request.cancellationPolicy,
    renter: request.detailsErasedAt ? null : { fullName: renter.fullName, email: renter.email, phone: renter.phone },
    detailsErasedAfterDays: request.detailsErasedAt ? daysDetailsKept(request.endDate, request.detailsErasedAt) : null,
    vehicle,
    company: {
      id: company.id,
      name: company.name,
      phone: company.phone,
      whatsappUrl: whatsAppLink(company.phone, requestFollowUpMessage(request)),
    },
    alternatives: alternatives.map(({ vehicle: alternative, totalPrice, priceCurrency, priceLines }) => ({
      vehicle: alternative,
      totalPrice,
      // The renter's figure as the vehicle page sums it (docs/product-rules.md, "Currency rule").
      shownPrice: quoteAsShown({ lines: priceLines, currency: priceCurrency }, request.currency).total,
      priceCurrency,
    })),
  };
}

/** Requests whose renter is offered the company's other vehicles: the company said no, or nobody answered. */
const OFFERS_ALTERNATIVES = new Set(["rejected", "expired"]);

/** The view with, for a request that ended without a rental, the vehicles free on its dates. */
export async function requestViewWithAlternatives(db: Db, request: FoundRequest, publicUrl: string) {
  if (!OFFERS_ALTERNATIVES.has(request.status)) return requestView(request);
  const ask = {
    id: request.id,
    vehicleId: request.vehicle.id,
    startDate: request.startDate,
    endDate: request.endDate,
    language: request.language,
  };
  const found = await findAlternatives(db, [ask], { publicUrl, today: todayInDominica() });
  return requestView(request, new Date(), found.get(request.id) ?? []);
}

/**
 * What a confirmed booking's renter is to pay and how (docs/product-rules.md, "Payments"): the
 * company's terms as they are now, the deposit and the total; null on anything but a confirmed booking.
 */
export function paymentDueOf(request: Pick<FoundRequest, "status" | "deposit" | "totalPrice" | "company">) {
  if (request.status !== "confirmed") return null;
  return { terms: request.company.paymentTerms, deposit: request.deposit ?? 0, total: request.totalPrice };
}
