import { renderCompanyMail } from "../accounts/account-mails";
import { renderVerificationMail } from "../accounts/email-verification";
import { renderDayPlanMail } from "../requests/queue-reminders";
import { renderRequestMail } from "../requests/render-mail";
import { renderReviewMail } from "../reviews/render-review-mail";
import type { RenderMail } from "./outbox";

/**
 * Every queued mail's text: a review's from its review, a request's from its request, a company's
 * from its company (its day plan from its bookings), a renter's verification link from the account.
 */
export const renderMail: RenderMail = (db, mail, context) => {
  if (mail.bookingId !== null && (mail.kind === "review-invitation" || mail.kind === "review-hidden")) {
    return renderReviewMail(db, { ...mail, bookingId: mail.bookingId }, context.publicUrl);
  }
  if (mail.bookingId !== null) return renderRequestMail(db, { ...mail, bookingId: mail.bookingId }, context);
  if (mail.companyId !== null && mail.kind === "company-day-plan") {
    return renderDayPlanMail(db, { ...mail, companyId: mail.companyId }, context.publicUrl);
  }
  if (mail.companyId !== null) return renderCompanyMail(db, { ...mail, companyId: mail.companyId }, context.publicUrl);
  if (mail.userId !== null) return renderVerificationMail(db, mail, context);
  throw new Error(`Mail ${mail.id} is about nothing`);
};
