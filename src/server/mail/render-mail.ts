import { renderCompanyMail } from "../accounts/account-mails";
import { renderRequestMail } from "../requests/render-mail";
import type { RenderMail } from "./outbox";

/** Every queued mail's text: a request's from its request, a company account's from its company. */
export const renderMail: RenderMail = (db, mail, context) => {
  if (mail.bookingId !== null) return renderRequestMail(db, { ...mail, bookingId: mail.bookingId }, context);
  if (mail.companyId !== null) return renderCompanyMail(db, { ...mail, companyId: mail.companyId }, context.publicUrl);
  throw new Error(`Mail ${mail.id} is about nothing`);
};
