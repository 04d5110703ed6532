import { and, eq, inArray, lte } from "drizzle-orm";
import { requestExpiredMail } from "../../domain/request-mails";
import type { Db } from "../db/client";
import { bookings, companies, vehicles } from "../db/schema";
import type { Mailer } from "../mail/plugin";

/**
 * Ends every pending request whose time is up (docs/product-rules.md, "Requests") and tells each
 * renter, in one transaction: a request is never expired without its mail, nor mailed twice. Only
 * the status link's hash is stored, so the mail points to the link in the renter's receipt.
 */
export async function expireRequests(db: Db, mail: Mailer, now: Date = new Date()): Promise<number> {
  const expired = await db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ status: "expired", decidedAt: now })
      .where(and(eq(bookings.status, "pending"), lte(bookings.expiresAt, now)))
      .returning({
        id: bookings.id,
        reference: bookings.reference,
        vehicleId: bookings.vehicleId,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        totalPrice: bookings.totalPrice,
        deposit: bookings.deposit,
        language: bookings.language,
        currency: bookings.currency,
        renterEmail: bookings.renterEmail,
      });
    // The vehicles the mails name, in one statement whatever the number of requests.
    const vehicleIds = [...new Set(rows.map((row) => row.vehicleId))];
    const named = vehicleIds.length
      ? await tx
          .select({
            id: vehicles.id,
            make: vehicles.make,
            model: vehicles.model,
            year: vehicles.year,
            company: { name: companies.name },
          })
          .from(vehicles)
          .innerJoin(companies, eq(companies.id, vehicles.companyId))
          .where(inArray(vehicles.id, vehicleIds))
      : [];
    const byId = new Map(named.map((vehicle) => [vehicle.id, vehicle]));
    for (const row of rows) {
      const about = byId.get(row.vehicleId);
      if (!row.renterEmail || !row.reference || !about) continue;
      await mail.queue(tx, {
        to: row.renterEmail,
        ...requestExpiredMail(
          { ...row, reference: row.reference, vehicle: about, company: about.company, deposit: row.deposit ?? 0 },
          null,
          [],
        ),
      });
    }
    return rows.length;
  });
  if (expired > 0) await mail.wake();
  return expired;
}
