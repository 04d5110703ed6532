import { eq } from "drizzle-orm";
import { paths } from "../../client/lib/paths";
import { todayInDominica } from "../../domain/dates";
import {
  companyRequestMail,
  type DecisionMailKind,
  requestCancelledMail,
  requestDecisionMail,
  requestExpiredMail,
  requestReceiptMail,
} from "../../domain/requests/mails";
import type { Db } from "../db/client";
import { bookings } from "../db/schema";
import type { RenderedMail, RenderMail, RequestMail } from "../mail/outbox";
import { UndeliverableMail } from "../mail/send-queued-mails";
import { translatorFor } from "../pages/translator";
import { hashSecretToken, newSecretToken } from "../secret-tokens";
import { findAlternatives } from "./alternatives";
import { renderReminderMail } from "./queue-reminders";
import { findRequestsToMail } from "./renter-mails";
import { requestCalendarAttachment } from "./request-calendar";
import { findRequest } from "./view-request";

const GONE = "The request this mail is about has no reference any more";

/**
 * A request's queued mail, written when it is sent from its request as it is now
 * (docs/decisions/mail-outbox.md). The receipt's status link needs the token, which only the process
 * that took the request holds (sealed in the row); any other sender gives the renter a fresh link
 * instead, whose hash replaces the old one.
 */
export const renderRequestMail: RenderMail<RequestMail> = async (db, mail, { publicUrl, secret }) => {
  if (mail.kind === "request-decision" || mail.kind === "request-expired" || mail.kind === "request-cancelled") {
    return renterMail(db, mail, publicUrl);
  }
  if (mail.kind === "pickup-reminder" || mail.kind === "return-reminder" || mail.kind === "company-request-nudge") {
    return renderReminderMail(db, mail, publicUrl, (request) => followUrlOf(db, request, publicUrl));
  }
  const request = await findRequest(db, eq(bookings.id, mail.bookingId));
  if (!request?.reference) throw new UndeliverableMail(GONE);
  const summary = { ...request, reference: request.reference, deposit: request.deposit ?? 0 };
  const t = translatorFor(request.language);
  if (mail.kind === "company-request") {
    return companyRequestMail(
      summary,
      mail.params.event === "new" ? "new" : "cancelled",
      `${publicUrl}${paths.companyRequest(request.reference)}`,
    );
  }
  const token = mail.params.statusLink ? (secret ?? (await freshStatusToken(db, mail.bookingId))) : undefined;
  // The status page with its secret, else the account's My Bookings; a visitor without an account
  // is invited to keep the request in one, the secret proving it is theirs.
  const followUrl = `${publicUrl}${token ? paths.request(token) : paths.bookings}`;
  const signUpUrl = token && mail.params.signUp ? `${publicUrl}${paths.renterSignUpFor(token)}` : null;
  return requestReceiptMail(summary, followUrl, request.expiresAt ?? request.createdAt, signUpUrl, t);
};

/**
 * A decision, an expiry or the company's cancellation, suggesting the company's vehicles free on
 * those dates as they are now. A confirmation carries the day-of facts and how to pay, a link to the
 * request's page (a second link: the receipt's stays valid) or My Bookings, and the pick-up and
 * return as a calendar file.
 */
async function renterMail(db: Db, mail: RequestMail, publicUrl: string): Promise<RenderedMail> {
  const [request] = await findRequestsToMail(db, [mail.bookingId]);
  if (!request) throw new UndeliverableMail(GONE);
  const t = translatorFor(request.language);
  const decision = mail.params.decision as DecisionMailKind | undefined;
  if (decision === "confirmed") {
    const followUrl = await followUrlOf(db, request, publicUrl);
    return {
      ...requestDecisionMail(request, decision, followUrl, request.companyMessage, [], t),
      attachments: requestCalendarAttachment(request, new URL(publicUrl).hostname, t),
    };
  }
  const alternatives =
    (await findAlternatives(db, [request], { publicUrl, today: todayInDominica() })).get(request.id) ?? [];
  if (mail.kind === "request-cancelled") {
    return requestCancelledMail(request, request.cancelReason ?? "", alternatives, t);
  }
  if (!decision) return requestExpiredMail(request, null, alternatives, t);
  // A request declined because another took its days carries no message of the company's.
  return requestDecisionMail(
    request,
    decision,
    null,
    decision === "taken" ? null : request.companyMessage,
    alternatives,
    t,
  );
}

/** A second link to a visitor's request page (the receipt's stays valid), else the account's My Bookings. */
const followUrlOf = async (db: Db, request: { id: number; hasStatusPage: boolean }, publicUrl: string) =>
  request.hasStatusPage
    ? `${publicUrl}${paths.request(await freshStatusToken(db, request.id, "mailed"))}`
    : `${publicUrl}${paths.bookings}`;

/** A new token for the receipt's link, or for the confirmation mail's; its hash replaces the old one. */
async function freshStatusToken(db: Db, bookingId: number, link: "receipt" | "mailed" = "receipt"): Promise<string> {
  const token = newSecretToken();
  const hash = hashSecretToken(token);
  await db
    .update(bookings)
    .set(link === "receipt" ? { statusTokenHash: hash } : { mailedTokenHash: hash })
    .where(eq(bookings.id, bookingId));
  return token;
}
