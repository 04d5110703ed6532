import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings } from "../db/schema";
import type { Mailer } from "../mail/plugin";
import { findRequestsToMail, queueRenterMails } from "./renter-mails";

/**
 * Ends every pending request whose time is up (docs/product-rules.md, "Requests") and tells each
 * renter (the mail, written when sent, suggests the company's vehicles free on those dates), in one
 * transaction: a request is never expired without its mail, nor mailed twice. Only the status link's
 * hash is stored, so the mail points to the link in the renter's receipt.
 */
export async function expireRequests(db: Db, links: { publicUrl: string; mail: Mailer; now?: Date }): Promise<number> {
  const now = links.now ?? new Date();
  const expired = await db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ status: "expired", decidedAt: now })
      .where(and(eq(bookings.status, "pending"), lte(bookings.expiresAt, now)))
      .returning({ id: bookings.id });
    const requests = await findRequestsToMail(
      tx,
      rows.map((row) => row.id),
    );
    await queueRenterMails(tx, links.mail, requests, { kind: "request-expired" });
    return rows.length;
  });
  if (expired > 0) void links.mail.wake();
  return expired;
}
