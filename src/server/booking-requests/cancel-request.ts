import { eq, sql } from "drizzle-orm";
import { mayRenterCancel } from "../../domain/booking-request-lifecycle";
import { todayInDominica } from "../../domain/dates";
import { companyRequestMail } from "../../domain/request-mails";
import type { Db } from "../db/client";
import { bookings } from "../db/schema";
import { conflict, notFound } from "../errors";
import type { Mailer } from "../mail/plugin";
import { findRequestByToken, requestView } from "./view-request";

export const CANNOT_CANCEL =
  "This request can no longer be withdrawn: only a waiting request, or a confirmed one before its first day, can be.";

/**
 * The renter withdraws a request (docs/product-rules.md, "Requests"): the row is locked and re-read,
 * so a company's decision at the same moment is either seen or waits; the company hears of it.
 */
export async function cancelBookingRequest(
  db: Db,
  token: string,
  links: { publicUrl: string; mail: Mailer; now?: Date },
) {
  const now = links.now ?? new Date();
  const cancelled = await db.transaction(async (tx) => {
    const request = await findRequestByToken(tx, token, { forUpdate: true });
    if (!request) throw notFound("Request");
    if (!mayRenterCancel(request.status, request.startDate, todayInDominica(now))) throw conflict(CANNOT_CANCEL);
    await tx.update(bookings).set({ status: "cancelled", decidedAt: sql`now()` }).where(eq(bookings.id, request.id));
    await links.mail.queue(tx, {
      to: request.company.email,
      ...companyRequestMail(
        {
          ...request,
          reference: request.reference ?? "",
          totalPrice: request.totalPrice,
          deposit: request.deposit ?? 0,
        },
        "cancelled",
        `${links.publicUrl}/company/dashboard`,
      ),
    });
    const updated = await findRequestByToken(tx, token);
    if (!updated) throw new Error("a cancelled request vanished");
    return requestView(updated, now);
  });
  await links.mail.wake();
  return cancelled;
}
