import { eq } from "drizzle-orm";
import type { AvailabilityRules } from "../../domain/availability-rules";
import type { Db } from "../db/client";
import { companies } from "../db/schema";

const ruleColumns = {
  companyId: companies.id,
  noticeHours: companies.noticeHours,
  cleaningDays: companies.cleaningDays,
  longestRentalDays: companies.longestRentalDays,
};

export async function findAvailabilityRules(db: Db, companyId: number) {
  const [rules] = await db.select(ruleColumns).from(companies).where(eq(companies.id, companyId));
  return rules;
}

/** One row: the companies trigger tells the catalogue, which re-reads the company's busy days (migration 0008). */
export async function updateAvailabilityRules(db: Db, companyId: number, rules: AvailabilityRules) {
  const [updated] = await db.update(companies).set(rules).where(eq(companies.id, companyId)).returning(ruleColumns);
  return updated;
}
