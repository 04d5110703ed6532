import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { paths } from "../../client/lib/paths";
import {
  EMAIL_VERIFICATION_HOURS,
  emailVerificationMail,
  VERIFICATION_MESSAGES,
} from "../../domain/requests/renter-ownership";
import type { Db } from "../db/client";
import { bookings, users } from "../db/schema";
import { invalid } from "../errors";
import type { QueuedMail, RenderMail } from "../mail/outbox";
import type { Mailer } from "../mail/plugin";
import { UndeliverableMail } from "../mail/send-queued-mails";
import { hashSecretToken, newSecretToken } from "../secret-tokens";

const HOUR_MS = 3_600_000;

/** A new link's secret for the account: its hash and end replace any earlier link's, which stops working. */
async function issueVerificationToken(tx: Db, userId: number, now: Date) {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_HOURS * HOUR_MS);
  await tx
    .update(users)
    .set({ emailTokenHash: hashSecretToken(token), emailTokenExpiresAt: expiresAt })
    .where(eq(users.id, userId));
  return token;
}

/**
 * Queues the verification mail inside the caller's transaction (the sign-up's, or a renter's "send
 * the link again"); the outbox keeps the secret sealed, and `wake()` after the commit sends it.
 */
export async function queueVerificationMail(
  tx: Db,
  mail: Mailer,
  account: { id: number; email: string },
  now = new Date(),
) {
  const token = await issueVerificationToken(tx, account.id, now);
  await mail.queue(tx, { kind: "email-verification", userId: account.id, to: account.email, secret: token });
}

/**
 * The verification link's text, written when sent: the account as it is then, its language. A
 * sender without the sealed secret (another process took the sign-up) gives a fresh link instead.
 */
export const renderVerificationMail: RenderMail = async (db, mail: QueuedMail, { publicUrl, secret }) => {
  const [account] = mail.userId === null ? [] : await db.select().from(users).where(eq(users.id, mail.userId));
  if (!account) throw new UndeliverableMail("The account this mail is about is gone");
  if (account.emailVerifiedAt) throw new UndeliverableMail(VERIFICATION_MESSAGES.alreadyVerified);
  const token = secret ?? (await issueVerificationToken(db, account.id, new Date()));
  const [fresh] = await db.select({ expiresAt: users.emailTokenExpiresAt }).from(users).where(eq(users.id, account.id));
  const verifyUrl = `${publicUrl}${paths.verifyEmailWith(token)}`;
  return emailVerificationMail(account, verifyUrl, fresh?.expiresAt ?? new Date());
};

/**
 * Every request sent with the account's address that no account holds yet joins its My Bookings
 * (docs/product-rules.md, "Renters"): once the address is proved, what was sent with it is the
 * owner's. Answers how many joined.
 */
async function attachRequestsOfEmail(tx: Db, userId: number, email: string) {
  const attached = await tx
    .update(bookings)
    .set({ userId })
    .where(and(eq(bookings.renterEmail, email.toLowerCase()), isNull(bookings.userId)))
    .returning({ id: bookings.id });
  return attached.length;
}

/**
 * Opens a verification link: once (its hash is cleared), before its end. The account's address is
 * then verified and its requests join it, in one transaction. A link that opens nothing is 400.
 */
export async function verifyEmail(db: Db, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, emailTokenHash: null, emailTokenExpiresAt: null })
      .where(and(eq(users.emailTokenHash, hashSecretToken(token)), gt(users.emailTokenExpiresAt, now)))
      .returning({ id: users.id, email: users.email });
    if (!account) throw invalid("token", VERIFICATION_MESSAGES.linkNotValid);
    return { attachedRequests: await attachRequestsOfEmail(tx, account.id, account.email) };
  });
}

/** The account that proved `email` its own, if any: a request sent with it joins that account. */
export async function findVerifiedOwner(tx: Db, email: string) {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.emailVerifiedAt), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return owner?.id;
}
