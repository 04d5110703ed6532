import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { MailText } from "../../domain/requests/mails";
import type { Db } from "../db/client";
import { bookings, type MAIL_STATUSES, mailOutbox } from "../db/schema";
import { sealSecret } from "./sealed-secret";

export type QueuedMail = typeof mailOutbox.$inferSelect;
/** A mail about a request (every kind but a company account's). */
export type RequestMail = QueuedMail & { bookingId: number };
/** A mail about a company's account: its registration, approval or rejection. */
export type CompanyMail = QueuedMail & { companyId: number };

/**
 * A mail as the outbox keeps it: what it is about, rendered when sent
 * (docs/decisions/mail-outbox.md). `secret` (a status link's token) is stored sealed with a key
 * only this process holds.
 */
export type MailIntent = {
  kind: QueuedMail["kind"];
  to: string;
  params?: Record<string, string | boolean>;
  secret?: string;
  /**
   * The occasion a mail is sent once for (a reminder's day, a nudge's moment): a second mail of the
   * same kind about the same row and occasion is not queued, whichever instance tries (migration 0041).
   */
  once?: string;
} & (
  | { bookingId: number; companyId?: never; userId?: never }
  | { companyId: number; bookingId?: never; userId?: never }
  | { userId: number; bookingId?: never; companyId?: never }
);

/** A file sent with a mail (a request's calendar), written with the mail at send time. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A mail as written at send time: subject, text and HTML parts, and its files. */
export interface RenderedMail extends MailText {
  attachments?: MailAttachment[];
}

/** Writes a queued mail's subject, parts and files at send time, from the rows it is about. */
export type RenderMail<Mail extends QueuedMail = QueuedMail> = (
  db: Db,
  mail: Mail,
  context: { publicUrl: string; secret: string | undefined },
) => Promise<RenderedMail>;

/**
 * Writes mails to the outbox, several in one statement. Called with the transaction of the change
 * the mails tell of, so the change and its mails are kept or lost together. The Message-ID is fixed
 * now: if the worker sends one again after a crash, mail clients see the same message, not a second.
 */
export async function queueMail(db: Db, mail: MailIntent | readonly MailIntent[], host: string): Promise<void> {
  const mails = Array.isArray(mail) ? mail : [mail as MailIntent];
  if (mails.length === 0) return;
  const insert = db.insert(mailOutbox).values(
    mails.map((one) => ({
      kind: one.kind,
      bookingId: one.bookingId ?? null,
      userId: one.userId ?? null,
      companyId: one.companyId ?? null,
      toAddress: one.to,
      params: one.once === undefined ? (one.params ?? {}) : { ...one.params, once: one.once },
      sealedSecret: one.secret === undefined ? null : sealSecret(one.secret),
      messageId: `<${randomUUID()}@${host}>`,
    })),
  );
  // Only the once-index can refuse a queued mail (the Message-ID is new): it was queued already.
  await (mails.every((one) => one.once === undefined) ? insert : insert.onConflictDoNothing());
}

/**
 * Takes up to `limit` mails that are due, or whose sender stopped without finishing (its lease
 * ran out), and leases them for `leaseMs`. Each claim counts as an attempt.
 */
export async function claimDueMails(db: Db, limit: number, leaseMs: number): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, "sending"), lte(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: "sending",
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null, sealedSecret: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * A dead letter: refused for good (unknown mailbox) or for now too many times. Kept with its reason
 * and not tried again until an admin retries it.
 */
export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "failed", lockedUntil: null, lastError: error, sealedSecret: null })
    .where(eq(mailOutbox.id, id));
}

export async function markForRetry(db: Db, id: number, error: string, retryInMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: "queued",
      lockedUntil: null,
      lastError: error,
      nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval`,
    })
    .where(eq(mailOutbox.id, id));
}

/** Gives back claimed mails that were not tried, due at the next round: their claim is no attempt. */
export async function releaseUntried(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: "queued", lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(inArray(mailOutbox.id, ids));
}

/** How many mails wait to be sent: the start-up log says so when mail is off. */
export async function countWaitingMails(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ["queued", "sending"]));
  return row?.count ?? 0;
}

/** Mails as the admin sees them: what each is about and how sending went, never a text or secret. */
const adminMails = (db: Db) =>
  db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      reference: bookings.reference,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .leftJoin(bookings, eq(bookings.id, mailOutbox.bookingId));

/** One mail as the admin's screen shows it (the audit log's before and after of a retry). */
export async function findAdminMail(db: Db, id: number) {
  const [row] = await adminMails(db).where(eq(mailOutbox.id, id));
  return row;
}

/** The outbox's mails in `status` for the admin, newest first, with their request's reference. */
export async function listMails(db: Db, status: (typeof MAIL_STATUSES)[number], limit: number) {
  return adminMails(db).where(eq(mailOutbox.status, status)).orderBy(desc(mailOutbox.id)).limit(limit);
}

/** Queues a dead letter again, due now, with its tries counted afresh; undefined when it is not one. */
export async function retryDeadLetter(db: Db, id: number) {
  const [retried] = await db
    .update(mailOutbox)
    .set({ status: "queued", attempts: 0, lastError: null, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
    .returning({ id: mailOutbox.id });
  if (!retried) return undefined;
  return findAdminMail(db, retried.id);
}

/** The renter's erasure reaches the outbox: their mails about these requests lose the address. */
export async function forgetRenterAddresses(db: Db, bookingIds: number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ toAddress: null })
    .where(
      and(
        inArray(mailOutbox.bookingId, bookingIds),
        or(
          inArray(mailOutbox.kind, [
            "request-receipt",
            "request-decision",
            "request-expired",
            "request-cancelled",
            "review-invitation",
          ]),
          // A hidden review is told to its company too, whose address stays.
          and(eq(mailOutbox.kind, "review-hidden"), sql`${mailOutbox.params}->>'recipient' = 'renter'`),
        ),
        isNotNull(mailOutbox.toAddress),
      ),
    );
}
