import { eq } from "drizzle-orm";
import type { PaymentTerms } from "../../domain/requests/payments";
import type { Db } from "../db/client";
import { companies } from "../db/schema";

/** How and when the company is paid (docs/product-rules.md, "Payments"); null until it said. */
export async function findPaymentTerms(db: Db, companyId: number): Promise<PaymentTerms | null> {
  const [row] = await db.select({ terms: companies.paymentTerms }).from(companies).where(eq(companies.id, companyId));
  return row?.terms ?? null;
}

/** Replaces the company's payment terms; its confirmed bookings show the new ones from now on. */
export async function setPaymentTerms(db: Db, companyId: number, terms: PaymentTerms): Promise<PaymentTerms> {
  await db.update(companies).set({ paymentTerms: terms }).where(eq(companies.id, companyId));
  return terms;
}
