import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

/** A mail as the product writes it: plain text, links in full (docs/operations.md "Mail"). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type QueuedMail = typeof mailOutbox.$inferSelect;

/**
 * Writes a mail to the outbox. Called with the transaction of the change the mail tells of, so the
 * change and its mail are kept or lost together. The Message-ID is fixed now: if the worker sends
 * it again after a crash, mail clients see the same message, not a second one.
 */
export async function queueMail(db: Db, mail: Mail, host: string): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    messageId: `<${randomUUID()}@${host}>`,
  });
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
    .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A refusal the server will repeat (unknown mailbox): kept, with its reason, and not tried again. */
export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "failed", lockedUntil: null, lastError: error })
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

/** Gives back claimed mails that were not tried: their claim does not count as an attempt. */
export async function releaseUntried(db: Db, ids: number[], retryInMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({
      status: "queued",
      lockedUntil: null,
      attempts: sql`${mailOutbox.attempts} - 1`,
      nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval`,
    })
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
