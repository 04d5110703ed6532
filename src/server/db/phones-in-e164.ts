import { eq, sql } from "drizzle-orm";
import { toE164 } from "../../domain/phone";
import type { Db } from "./client";
import { bookings, companies, users } from "./schema";

const E164 = "^\\+[1-9][0-9]{6,14}$";

/**
 * Phones kept from before the product read them into E.164 ("767-448-2211" as a company typed it)
 * are read as dialled from Dominica, as the product always assumed (docs/decisions/phones.md).
 * A number that reads as none stays as typed: its links dial its digits. It runs after the SQL
 * migrations at every start, in one transaction, and finds nothing once done; the listing table's
 * triggers carry a company's new phone to its vehicles.
 */
export async function migratePhonesToE164(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const table of [companies, users]) {
      const rows = await tx
        .select({ id: table.id, phone: table.phone })
        .from(table)
        .where(sql`${table.phone} !~ ${E164}`);
      for (const row of rows) {
        const phone = toE164(row.phone);
        if (!phone) continue;
        await tx.update(table).set({ phone }).where(eq(table.id, row.id));
        changed++;
      }
    }
    const requests = await tx
      .select({ id: bookings.id, phone: sql<string>`${bookings.renter}->>'phone'` })
      .from(bookings)
      .where(sql`${bookings.renter}->>'phone' !~ ${E164}`);
    for (const request of requests) {
      const phone = toE164(request.phone);
      if (!phone) continue;
      await tx
        .update(bookings)
        .set({ renter: sql`jsonb_set(${bookings.renter}, '{phone}', to_jsonb(${phone}::text))` })
        .where(eq(bookings.id, request.id));
      changed++;
    }
    return changed;
  });
}
