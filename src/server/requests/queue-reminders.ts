import { and, eq, gt, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import { paths } from "../../client/lib/paths";
import type { StoredRenter } from "../../domain/contracts/requests/visitor-request-schema";
import type { IsoDate } from "../../domain/dates";
import { chosenPlaceName } from "../../domain/rental-places";
import {
  companyDayPlanMail,
  companyNudgeMail,
  type NudgeMoment,
  nudgeBounds,
  type PlannedMoment,
  pickupReminderMail,
  reminderDays,
  returnReminderMail,
} from "../../domain/requests/reminders";
import type { Db } from "../db/client";
import { bookings, companies, vehicles } from "../db/schema";
import type { CompanyMail, RenderedMail, RequestMail } from "../mail/outbox";
import type { Mailer } from "../mail/plugin";
import { UndeliverableMail } from "../mail/send-queued-mails";
import { translatorFor } from "../pages/translator";
import { findRequestsToMail, type RequestToMail } from "./renter-mails";

/** The ids of the recorded requests in `status` matching `where`. */
async function idsOf(tx: Db, status: "confirmed" | "pending", where: SQL | undefined) {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, status), isNotNull(bookings.reference), where));
  return rows.map((row) => row.id);
}

/**
 * Queues the reminders due at `now` (docs/product-rules.md, "Reminders"), in one transaction: the
 * renter's the day before pick-up and before return (confirmed bookings only), each company's day
 * plan from 06:00 Dominica time, and a nudge on a request that has waited 12 hours and again 6 hours
 * before it expires. Each is queued once per occasion (`once`, migration 0041), so a round run
 * again, or by another instance at the same time, adds nothing.
 */
export async function queueReminders(db: Db, links: { mail: Mailer; now?: Date }): Promise<void> {
  const now = links.now ?? new Date();
  const { today, tomorrow, dayPlanDue } = reminderDays(now);
  const { waitedSince, expiringBefore } = nudgeBounds(now);
  await db.transaction(async (tx) => {
    const queueToRenters = async (kind: "pickup-reminder" | "return-reminder", ids: number[]) => {
      for (const request of await findRequestsToMail(tx, ids)) {
        await links.mail.queue(tx, { kind, bookingId: request.id, to: request.email, once: tomorrow });
      }
    };
    await queueToRenters("pickup-reminder", await idsOf(tx, "confirmed", eq(bookings.startDate, tomorrow)));
    await queueToRenters("return-reminder", await idsOf(tx, "confirmed", eq(bookings.endDate, tomorrow)));

    if (dayPlanDue) {
      const busy = await tx
        .selectDistinct({ id: companies.id, email: companies.contactEmail })
        .from(bookings)
        .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
        .innerJoin(companies, eq(companies.id, vehicles.companyId))
        .where(
          and(
            eq(bookings.status, "confirmed"),
            isNotNull(bookings.reference),
            or(eq(bookings.startDate, today), eq(bookings.endDate, today)),
          ),
        );
      for (const company of busy) {
        await links.mail.queue(tx, {
          kind: "company-day-plan",
          companyId: company.id,
          to: company.email,
          params: { day: today },
          once: today,
        });
      }
    }

    const nudge = async (moment: NudgeMoment, ids: number[]) => {
      for (const request of await findRequestsToMail(tx, ids)) {
        await links.mail.queue(tx, {
          kind: "company-request-nudge",
          bookingId: request.id,
          to: request.companyEmail,
          params: { moment },
          once: moment,
        });
      }
    };
    // A request already within its last hours gets the expiring nudge alone: it says more.
    await nudge(
      "waited",
      await idsOf(tx, "pending", and(lte(bookings.createdAt, waitedSince), gt(bookings.expiresAt, expiringBefore))),
    );
    await nudge(
      "expiring",
      await idsOf(tx, "pending", and(gt(bookings.expiresAt, now), lte(bookings.expiresAt, expiringBefore))),
    );
  });
  void links.mail.wake();
}

const NOT_DUE = "The booking is no longer in the state this reminder was for";

/** The followed link in a reminder: a fresh status link for a visitor's request, else My Bookings. */
type FollowUrl = (request: RequestToMail) => Promise<string>;

/**
 * A reminder about a request, written when sent from the request as it is now: none for a booking
 * cancelled, declined or answered in between (the mail is then not sent).
 */
export async function renderReminderMail(
  db: Db,
  mail: RequestMail,
  publicUrl: string,
  followUrl: FollowUrl,
): Promise<RenderedMail> {
  const [request] = await findRequestsToMail(db, [mail.bookingId]);
  if (!request) throw new UndeliverableMail("The request this mail is about has no reference any more");
  if (mail.kind === "company-request-nudge") {
    if (request.status !== "pending") throw new UndeliverableMail(NOT_DUE);
    const [row] = await db.select({ expiresAt: bookings.expiresAt }).from(bookings).where(eq(bookings.id, request.id));
    return companyNudgeMail(
      request,
      mail.params.moment === "expiring" ? "expiring" : "waited",
      row?.expiresAt ?? new Date(),
      request.companyLanguage,
      `${publicUrl}${paths.companyRequest(request.reference)}`,
    );
  }
  if (request.status !== "confirmed") throw new UndeliverableMail(NOT_DUE);
  const t = translatorFor(request.language);
  const url = await followUrl(request);
  return mail.kind === "pickup-reminder" ? pickupReminderMail(request, url, t) : returnReminderMail(request, url, t);
}

/** The company's day plan for `params.day`, as its bookings are when it is sent. */
export async function renderDayPlanMail(db: Db, mail: CompanyMail, publicUrl: string): Promise<RenderedMail> {
  const [company] = await db
    .select({ name: companies.name, language: companies.language })
    .from(companies)
    .where(eq(companies.id, mail.companyId));
  if (!company) throw new UndeliverableMail("The company this mail is about is gone");
  const day = String(mail.params.day) as IsoDate;
  const rows = await db
    .select({
      reference: bookings.reference,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      renter: sql<StoredRenter | null>`${bookings.renter}`,
      vehicle: { make: vehicles.make, model: vehicles.model, year: vehicles.year },
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(
      and(
        eq(vehicles.companyId, mail.companyId),
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.reference),
        or(eq(bookings.startDate, day), eq(bookings.endDate, day)),
      ),
    );
  const t = translatorFor(company.language);
  const planned = (row: (typeof rows)[number], kind: "pickup" | "return"): PlannedMoment => {
    const renter = row.renter;
    const location = kind === "pickup" ? renter?.pickupLocation : renter?.dropoffLocation;
    return {
      reference: row.reference ?? "",
      vehicle: row.vehicle,
      renterName: renter?.fullName ?? null,
      time: (kind === "pickup" ? renter?.pickupTime : renter?.dropoffTime) ?? null,
      place: location
        ? t(chosenPlaceName(location, kind === "pickup" ? renter?.pickupPlace : renter?.dropoffPlace))
        : null,
    };
  };
  return companyDayPlanMail(
    company,
    day,
    {
      pickups: rows.filter((row) => row.startDate === day).map((row) => planned(row, "pickup")),
      returns: rows.filter((row) => row.endDate === day).map((row) => planned(row, "return")),
    },
    `${publicUrl}${paths.companyDashboard}`,
  );
}
