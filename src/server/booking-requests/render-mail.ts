import { eq } from "drizzle-orm";
import { companyInboxUrl } from "../../domain/booking-request-lifecycle";
import { todayInDominica } from "../../domain/dates";
import {
  companyRequestMail,
  type DecisionMailKind,
  type MailText,
  requestDecisionMail,
  requestExpiredMail,
  requestReceiptMail,
} from "../../domain/request-mails";
import type { Db } from "../db/client";
import { bookings } from "../db/schema";
import type { RenderMail, RequestMail } from "../mail/outbox";
import { UndeliverableMail } from "../mail/send-queued-mails";
import { hashSecretToken, newSecretToken } from "../secret-tokens";
import { findAlternatives } from "./alternatives";
import { findRequestsToMail } from "./renter-mails";
import { findRequest } from "./view-request";

const GONE = "The request this mail is about has no reference any more";

/**
 * A queued mail's text, written when it is sent from its request as it is now
 * (docs/decisions/mail-outbox.md). The receipt's status link needs the token, which only the process
 * that took the request holds (sealed in the row); any other sender gives the renter a fresh link
 * instead, whose hash replaces the old one.
 */
export const renderRequestMail: RenderMail<RequestMail> = async (db, mail, { publicUrl, secret }) => {
  if (mail.kind === "request-decision" || mail.kind === "request-expired") return renterMail(db, mail, publicUrl);
  const request = await findRequest(db, eq(bookings.id, mail.bookingId));
  if (!request?.reference) throw new UndeliverableMail(GONE);
  const summary = { ...request, reference: request.reference, deposit: request.deposit ?? 0 };
  if (mail.kind === "company-request") {
    return companyRequestMail(
      summary,
      mail.params.event === "new" ? "new" : "cancelled",
      companyInboxUrl(publicUrl, request.reference),
    );
  }
  const token = mail.params.statusLink ? (secret ?? (await freshStatusToken(db, mail.bookingId))) : undefined;
  // The status page with its secret, else the account's My Bookings; a visitor without an account
  // is invited to keep the request in one, the secret proving it is theirs.
  const followUrl = token ? `${publicUrl}/requests/${token}` : `${publicUrl}/bookings`;
  const signUpUrl = token && mail.params.signUp ? `${publicUrl}/sign-up?request=${encodeURIComponent(token)}` : null;
  return requestReceiptMail(summary, followUrl, request.expiresAt ?? request.createdAt, signUpUrl);
};

/** A decision or an expiry, suggesting the company's vehicles free on those dates as they are now. */
async function renterMail(db: Db, mail: RequestMail, publicUrl: string): Promise<MailText> {
  const [request] = await findRequestsToMail(db, [mail.bookingId]);
  if (!request) throw new UndeliverableMail(GONE);
  const decision = mail.params.decision as DecisionMailKind | undefined;
  const alternatives =
    decision === "confirmed"
      ? []
      : ((await findAlternatives(db, [request], { publicUrl, today: todayInDominica() })).get(request.id) ?? []);
  if (!decision) return requestExpiredMail(request, null, alternatives);
  // A request declined because another took its days carries no message of the company's.
  return requestDecisionMail(
    request,
    decision,
    null,
    decision === "taken" ? null : request.companyMessage,
    alternatives,
  );
}

async function freshStatusToken(db: Db, bookingId: number): Promise<string> {
  const token = newSecretToken();
  await db
    .update(bookings)
    .set({ statusTokenHash: hashSecretToken(token) })
    .where(eq(bookings.id, bookingId));
  return token;
}
