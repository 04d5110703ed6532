import { eq, type SQL, sql } from "drizzle-orm";
import { todayInDominica } from "../../domain/dates";
import { mayRenterCancel } from "../../domain/requests/lifecycle";
import type { Db } from "../db/client";
import { bookings } from "../db/schema";
import { conflict, notFound } from "../errors";
import type { Mailer } from "../mail/plugin";
import { findRequest } from "./view-request";

export const CANNOT_CANCEL =
  "This request can no longer be withdrawn: only a waiting request, or a confirmed one before its first day, can be.";

/**
 * The renter withdraws a request (docs/product-rules.md, "Requests"), through its status link or
 * from My Bookings (`which`: `requestWithToken`, `requestOfAccount`). The row is locked and re-read,
 * so a company's decision at the same moment is either seen or waits; the company hears of it.
 * Answers the request's id.
 */
export async function cancelBookingRequest(
  db: Db,
  which: SQL,
  links: { publicUrl: string; mail: Mailer; now?: Date },
): Promise<number> {
  const now = links.now ?? new Date();
  const cancelled = await db.transaction(async (tx) => {
    const request = await findRequest(tx, which, { forUpdate: true });
    if (!request) throw notFound("Request");
    if (!mayRenterCancel(request.status, request.startDate, todayInDominica(now))) throw conflict(CANNOT_CANCEL);
    await tx.update(bookings).set({ status: "cancelled", decidedAt: sql`now()` }).where(eq(bookings.id, request.id));
    await links.mail.queue(tx, {
      kind: "company-request",
      bookingId: request.id,
      to: request.company.email,
      params: { event: "cancelled" },
    });
    return request.id;
  });
  void links.mail.wake();
  return cancelled;
}
