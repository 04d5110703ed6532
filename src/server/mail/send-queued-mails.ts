import type { Db } from "../db/client";
import { claimDueMails, markFailed, markForRetry, markSent, type QueuedMail, releaseUntried } from "./outbox";

/** Sends one mail; throws what the mail server answered when it does not accept it. */
export type SendMail = (mail: QueuedMail, signal: AbortSignal) => Promise<void>;

export interface SendOptions {
  /** Mails claimed at a time. */
  batchSize: number;
  /** How long a claimed mail stays with this sender before another round may take it over. */
  leaseMs: number;
  /** The first retry's delay; it doubles per attempt up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Tries before a mail refused for now becomes a dead letter (`failed`), for an admin to retry. */
  maxAttempts: number;
}

export const DEFAULT_SEND_OPTIONS: SendOptions = {
  batchSize: 20,
  leaseMs: 5 * 60_000,
  firstRetryMs: 60_000,
  maxRetryMs: 6 * 60 * 60_000,
  maxAttempts: 8,
};

/** A mail that cannot be written any more (its renter's address was erased): no try will send it. */
export class UndeliverableMail extends Error {}

/**
 * An SMTP 5xx answer to a mail (a mailbox that does not exist, a refused address) will be the same
 * next time; anything else — a connection that failed, a 4xx "try later" — is worth another try.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (error instanceof UndeliverableMail) return true;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** No SMTP answer at all (refused connection, timeout): the server is away, not this mail's fault. */
function isServerAway(error: unknown): boolean {
  return typeof (error as { responseCode?: unknown }).responseCode !== "number";
}

/** The delay before attempt `attempts + 1`: first, doubling, capped. */
export function retryDelayMs(attempts: number, options: Pick<SendOptions, "firstRetryMs" | "maxRetryMs">): number {
  return Math.min(options.maxRetryMs, options.firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * One round of the mail worker: sends the due mails a batch at a time until none is left. A mail
 * is marked sent only after the server accepted it, so a crash loses none; one that stops between
 * the server's "250 OK" and that mark is sent again under the same Message-ID. A refusal for now
 * delays only its own mail (its own backoff); after `maxAttempts`, or refused for good, it is a
 * dead letter. When the server does not answer at all, the round ends: the rest of the batch is
 * given back untried, so a dead server costs one timeout per round rather than one per mail.
 */
export async function sendQueuedMails(
  db: Db,
  send: SendMail,
  signal: AbortSignal,
  options: SendOptions = DEFAULT_SEND_OPTIONS,
): Promise<{ sent: number; failed: number; retrying: number }> {
  const tally = { sent: 0, failed: 0, retrying: 0 };
  while (!signal.aborted) {
    const batch = await claimDueMails(db, options.batchSize, options.leaseMs);
    if (batch.length === 0) break;
    for (const [index, mail] of batch.entries()) {
      try {
        await send(mail, signal);
        await markSent(db, mail.id);
        tally.sent++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (isPermanentRefusal(error) || mail.attempts >= options.maxAttempts) {
          await markFailed(db, mail.id, reason);
          tally.failed++;
          continue;
        }
        await markForRetry(db, mail.id, reason, retryDelayMs(mail.attempts, options));
        tally.retrying++;
        if (isServerAway(error)) {
          const untried = batch.slice(index + 1).map((m) => m.id);
          await releaseUntried(db, untried);
          tally.retrying += untried.length;
          return tally;
        }
      }
    }
  }
  return tally;
}
