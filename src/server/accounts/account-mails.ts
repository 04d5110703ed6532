import { and, desc, eq, isNotNull } from "drizzle-orm";
import { paths } from "../../client/lib/paths";
import {
  companyApprovedMail,
  companyRegisteredMail,
  companyRejectedMail,
  companyWaitingMail,
} from "../../domain/account-mails";
import type { MailText } from "../../domain/requests/mail-body";
import type { Db } from "../db/client";
import { companies, users } from "../db/schema";
import type { CompanyMail } from "../mail/outbox";
import type { Mailer } from "../mail/plugin";
import { UndeliverableMail } from "../mail/send-queued-mails";

type Queue = Mailer["queue"];

/**
 * A company registered: a welcome to its contact address, and a notice to every active admin, in
 * the registration's transaction (docs/decisions/mail-outbox.md).
 */
export async function queueRegistrationMails(tx: Db, queue: Queue, company: { id: number; contactEmail: string }) {
  await queue(tx, { kind: "company-registered", companyId: company.id, to: company.contactEmail });
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isActive, true)));
  for (const admin of admins) await queue(tx, { kind: "company-waiting", companyId: company.id, to: admin.email });
}

/** An admin decided on a pending company: it hears so at its contact address, in the decision's transaction. */
export async function queueDecisionMail(tx: Db, queue: Queue, companyId: number, decision: "approved" | "rejected") {
  const [company] = await tx
    .select({ contactEmail: companies.contactEmail })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return;
  await queue(tx, { kind: `company-${decision}`, companyId, to: company.contactEmail });
}

const GONE = "The company this mail is about is gone";

/** A company account's mail, written when it is sent from the company as it is then. */
export async function renderCompanyMail(db: Db, mail: CompanyMail, publicUrl: string): Promise<MailText> {
  const [company] = await db.select().from(companies).where(eq(companies.id, mail.companyId));
  if (!company) throw new UndeliverableMail(GONE);
  const dashboardUrl = `${publicUrl}${paths.companyDashboard}`;
  switch (mail.kind) {
    case "company-registered":
      return companyRegisteredMail(company, dashboardUrl);
    case "company-waiting":
      return companyWaitingMail(company, `${publicUrl}${paths.adminCompanies}`);
    case "company-approved":
      return companyApprovedMail(company, dashboardUrl, `${publicUrl}${paths.company(company.id)}`);
    case "company-rejected": {
      const [rejection] = await db
        .select({ reason: users.rejectionReason })
        .from(users)
        .where(and(eq(users.companyId, company.id), isNotNull(users.rejectionReason)))
        .orderBy(desc(users.rejectedAt));
      // Approved since: the rejection no longer stands, and is not told.
      if (!rejection?.reason) throw new UndeliverableMail("The company's rejection was withdrawn");
      return companyRejectedMail(company, rejection.reason);
    }
    default:
      throw new UndeliverableMail(`A ${mail.kind} mail is not about a company`);
  }
}
