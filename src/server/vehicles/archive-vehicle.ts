import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings } from "../db/schema";
import type { Mailer } from "../mail/plugin";
import { findRequestsToMail, queueRenterMails } from "../requests/renter-mails";
import { findVehicle, setVehicleArchived } from "./queries";

/**
 * Archives or restores a vehicle (docs/product-rules.md, "Deleting and archiving a vehicle"). Its
 * bookings stay, and so do their status pages; its waiting requests can no longer become rentals, so
 * archiving declines them and mails each renter the decline with the company's vehicles free on
 * those dates — in the same transaction. Answers the vehicle, or undefined when there is none.
 */
export async function archiveVehicle(
  db: Db,
  options: { id: number; isArchived: boolean; byAdmin: boolean },
  links: { publicUrl: string; mail: Mailer },
) {
  const { id, isArchived, byAdmin } = options;
  const now = new Date();
  const found = await db.transaction(async (tx) => {
    if (!(await setVehicleArchived(tx, id, isArchived, byAdmin))) return false;
    if (!isArchived) return true;
    const declined = await tx
      .update(bookings)
      .set({ status: "rejected", decidedAt: now })
      .where(and(eq(bookings.vehicleId, id), eq(bookings.status, "pending")))
      .returning({ id: bookings.id });
    const requests = await findRequestsToMail(
      tx,
      declined.map((row) => row.id),
    );
    // A declined request's mail suggests the company's vehicles free on its dates (render-mail.ts).
    await queueRenterMails(tx, links.mail, requests, { kind: "request-decision", params: { decision: "rejected" } });
    return true;
  });
  if (!found) return undefined;
  void links.mail.wake();
  return findVehicle(db, id);
}
