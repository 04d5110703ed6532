import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BookingStatus, PaymentStatus } from "../../domain/constants";
import type { InboxFilter, RenterDetailsAnswer } from "../../domain/contracts/requests/request-schema";
import { type IsoDate, todayInDominica } from "../../domain/dates";
import { mayCheckIn } from "../../domain/requests/check-in";
import { mayCompanyCancel, mayMarkNoShow, mayRenterCancel } from "../../domain/requests/lifecycle";
import { shownPaymentStatus } from "../../domain/requests/payments";
import { daysDetailsKept } from "../../domain/requests/renter-details";
import { requestFollowUpMessage, whatsAppLink } from "../../domain/whatsapp";
import type { Db } from "../db/client";
import { bookingPayments, bookings, companies, users, vehicles } from "../db/schema";
import { accountCheckInOf, companyCheckInOf, findCheckIns } from "./check-in-queries";
import { listHandovers } from "./handover-queries";

const bookingColumns = {
  id: bookings.id,
  userId: bookings.userId,
  vehicleId: bookings.vehicleId,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  totalPrice: bookings.totalPrice,
  priceLines: bookings.priceLines,
  priceCurrency: bookings.priceCurrency,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  cancelledBy: bookings.cancelledBy,
  cancelReason: bookings.cancelReason,
  createdAt: bookings.createdAt,
  vehicle: {
    id: vehicles.id,
    companyId: vehicles.companyId,
    make: vehicles.make,
    model: vehicles.model,
    image: vehicles.image,
    deposit: vehicles.deposit,
  },
};

/** A booking's payment status only where money is due (src/domain/requests/payments.ts). */
const withShownPayment = <T extends { status: BookingStatus; paymentStatus: PaymentStatus }>(row: T) => ({
  ...row,
  paymentStatus: shownPaymentStatus(row.status, row.paymentStatus),
});

/** Newest request first: what a person looks for when they open the list. */
const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

/**
 * My Bookings: the account's requests, with the reference, the company, whether it may still cancel,
 * the check-in's state and the handovers — each read for the whole list at once.
 */
export async function listUserBookings(db: Db, userId: number) {
  return selectUserBookings(db, eq(bookings.userId, userId));
}

/**
 * Which bookings each inbox filter holds on Dominica's `today` (docs/product-rules.md, "The company's
 * inbox"): the list and the counts both read these, so a tab and its count always agree.
 */
function inboxFilterCondition(filter: InboxFilter, today: IsoDate): SQL {
  switch (filter) {
    case "pending":
      return sql`${bookings.status} = 'pending'`;
    case "upcoming":
      return sql`(${bookings.status} = 'confirmed' and ${bookings.endDate} >= ${today})`;
    case "past":
      return sql`(${bookings.status} = 'completed' or (${bookings.status} = 'confirmed' and ${bookings.endDate} < ${today}))`;
    case "closed":
      return sql`${bookings.status} in ('rejected', 'cancelled', 'expired')`;
  }
}

/** The approved request that took a declined one's days. */
const supersedingBooking = alias(bookings, "superseding");

/** One of the account's own requests; undefined for anyone else's. */
export async function findUserBooking(db: Db, userId: number, bookingId: number) {
  const [row] = await selectUserBookings(db, and(eq(bookings.userId, userId), eq(bookings.id, bookingId)) as SQL);
  return row;
}

async function selectUserBookings(db: Db, which: SQL) {
  const rows = await db
    .select({
      ...bookingColumns,
      reference: bookings.reference,
      cancellationPolicy: bookings.cancellationPolicy,
      pickupTime: sql<string | null>`${bookings.renter}->>'pickupTime'`,
      vehicleYear: vehicles.year,
      company: { id: companies.id, name: companies.name, phone: companies.phone },
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(which)
    .orderBy(...newestFirst);
  const ids = rows.map((row) => row.id);
  const checkIns = await findCheckIns(db, ids);
  const handovers = await listHandovers(db, ids);
  const now = new Date();
  const today = todayInDominica(now);
  return rows.map(({ vehicleYear, pickupTime, company, ...booking }) => ({
    ...withShownPayment(booking),
    checkIn: accountCheckInOf(checkIns.get(booking.id)),
    handovers: handovers.get(booking.id) ?? [],
    company: {
      ...company,
      whatsappUrl: whatsAppLink(
        company.phone,
        requestFollowUpMessage({ ...booking, company, vehicle: { ...booking.vehicle, year: vehicleYear } }),
      ),
    },
    mayCancel: mayRenterCancel(booking.status, booking.startDate, today),
    mayCheckIn: mayCheckIn({ ...booking, pickupTime }, now),
  }));
}

/**
 * The inbox: the company's bookings, newest first, optionally one filter's, each with who asked —
 * what the request's form gave, else (older requests) the renter's account — and everything the
 * form gave; none of it once the details are erased (docs/product-rules.md, "Renters").
 */
export async function listCompanyBookings(db: Db, companyId: number, filter?: InboxFilter) {
  return selectCompanyBookings(db, companyId, filter ? inboxFilterCondition(filter, todayInDominica()) : undefined);
}

/** These of the company's bookings as its inbox shows them (another company's are left out). */
export async function listCompanyBookingsById(db: Db, companyId: number, ids: number[]) {
  return ids.length === 0 ? [] : selectCompanyBookings(db, companyId, inArray(bookings.id, ids));
}

/** One of the company's bookings as its inbox shows it; undefined for another company's or a missing one. */
export async function findCompanyBooking(db: Db, companyId: number, bookingId: number) {
  const [row] = await selectCompanyBookings(db, companyId, eq(bookings.id, bookingId));
  return row;
}

async function selectCompanyBookings(db: Db, companyId: number, which: SQL | undefined) {
  const rows = await db
    .select({
      ...bookingColumns,
      detailsErasedAt: bookings.detailsErasedAt,
      customer: {
        fullName: sql<string>`coalesce(${bookings.renter}->>'fullName', ${users.fullName})`,
        email: sql<string>`coalesce(${bookings.renter}->>'email', ${users.email})`,
        phone: sql<string>`coalesce(${bookings.renter}->>'phone', ${users.phone})`,
      },
      reference: bookings.reference,
      renter: sql<RenterDetailsAnswer | null>`${bookings.renter}`,
      language: bookings.language,
      currency: bookings.currency,
      seenAt: bookings.seenAt,
      expiresAt: bookings.expiresAt,
      decidedAt: bookings.decidedAt,
      companyMessage: bookings.companyMessage,
      supersededById: supersedingBooking.id,
      supersededByReference: supersedingBooking.reference,
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(supersedingBooking, eq(supersedingBooking.id, bookings.supersededBy))
    .where(and(eq(vehicles.companyId, companyId), which))
    .orderBy(...newestFirst);
  const ids = rows.map((row) => row.id);
  const payments = await listPayments(db, ids);
  const checkIns = await findCheckIns(db, ids);
  const handovers = await listHandovers(db, ids);
  const now = new Date();
  const today = todayInDominica(now);
  return rows.map(({ supersededById, supersededByReference, detailsErasedAt, customer, renter, ...row }) => ({
    ...withShownPayment(row),
    payments: payments.get(row.id) ?? [],
    checkIn: companyCheckInOf(checkIns.get(row.id)),
    handovers: handovers.get(row.id) ?? [],
    mayCancel: mayCompanyCancel(row.status, row.endDate, today),
    mayMarkNoShow: mayMarkNoShow({ ...row, pickupTime: renter?.pickupTime }, now),
    customer: detailsErasedAt ? null : customer,
    // The whole form, while kept; a request made from an account's details (POST /api/bookings) has none.
    renter: detailsErasedAt || !renter?.driverLicenseNumber ? null : renter,
    detailsErasedAfterDays: detailsErasedAt ? daysDetailsKept(row.endDate, detailsErasedAt) : null,
    supersededBy: supersededById === null ? null : { id: supersededById, reference: supersededByReference },
  }));
}

/** The payments recorded for each of these bookings, oldest first, in one statement. */
async function listPayments(db: Db, bookingIds: number[]) {
  const byBooking = new Map<number, (typeof bookingPayments.$inferSelect)[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(bookingPayments)
    .where(inArray(bookingPayments.bookingId, bookingIds))
    .orderBy(asc(bookingPayments.id));
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  return byBooking;
}

/** How many of the company's bookings each filter holds, in one statement; `pending` is the badge. */
export async function countCompanyBookings(db: Db, companyId: number): Promise<Record<InboxFilter, number>> {
  const today = todayInDominica();
  const counted = (filter: InboxFilter) =>
    sql<number>`count(*) filter (where ${inboxFilterCondition(filter, today)})`.mapWith(Number);
  const [row] = await db
    .select({
      pending: counted("pending"),
      upcoming: counted("upcoming"),
      past: counted("past"),
      closed: counted("closed"),
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(eq(vehicles.companyId, companyId));
  return row ?? { pending: 0, upcoming: 0, past: 0, closed: 0 };
}

/**
 * The company was shown these waiting requests: each gets its first `seen_at`, which the renter's
 * page shows. Only the company's own requests still waiting are touched; returns how many were new.
 */
export async function markBookingsSeen(db: Db, companyId: number, ids: number[]): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        inArray(bookings.id, ids),
        eq(bookings.status, "pending"),
        isNull(bookings.seenAt),
        inArray(
          bookings.vehicleId,
          db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.companyId, companyId)),
        ),
      ),
    )
    .returning({ id: bookings.id });
  return rows.length;
}

export async function findBooking(db: Db, bookingId: number) {
  const [row] = await db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(eq(bookings.id, bookingId));
  return row && withShownPayment(row);
}

/** The booking's vehicle and the company owning it: who may change the booking. */
export async function findBookingOwner(db: Db, bookingId: number) {
  const [row] = await db
    .select({ vehicleId: bookings.vehicleId, companyId: vehicles.companyId })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The booking row, locked until the transaction ends. */
export async function lockBooking(tx: Db, bookingId: number) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  return row;
}
