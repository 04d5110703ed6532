import { asc, eq, inArray } from "drizzle-orm";
import type { Season } from "../../domain/seasons";
import type { Db } from "../db/client";
import { companies, companySeasons } from "../db/schema";
import { lockCompany } from "./queries";

const seasonColumns = {
  name: companySeasons.name,
  start: companySeasons.start,
  end: companySeasons.end,
  dailyPercent: companySeasons.dailyPercent,
  weeklyPercent: companySeasons.weeklyPercent,
  monthlyPercent: companySeasons.monthlyPercent,
  minimumDays: companySeasons.minimumDays,
};

/** A company's seasons in its own order (docs/product-rules.md, "Seasons"). */
export async function listSeasons(db: Db, companyId: number): Promise<Season[]> {
  return db
    .select(seasonColumns)
    .from(companySeasons)
    .where(eq(companySeasons.companyId, companyId))
    .orderBy(asc(companySeasons.position));
}

/** The seasons of several companies at once (a mail's alternatives), each list in its company's order. */
export async function listSeasonsOfCompanies(db: Db, companyIds: readonly number[]): Promise<Map<number, Season[]>> {
  const byCompany = new Map<number, Season[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await db
    .select({ ...seasonColumns, companyId: companySeasons.companyId })
    .from(companySeasons)
    .where(inArray(companySeasons.companyId, [...companyIds]))
    .orderBy(asc(companySeasons.companyId), asc(companySeasons.position));
  for (const { companyId, ...season } of rows) byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), season]);
  return byCompany;
}

/** A company's seasons as its profile card reads them; undefined for a company that does not exist. */
export async function findSeasons(db: Db, companyId: number) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return company ? { companyId, seasons: await listSeasons(db, companyId) } : undefined;
}

/**
 * Replaces a company's seasons in one transaction, its row locked so that two saves queue; undefined
 * for a company that does not exist. Each row's trigger tells the catalogue (migration 0026).
 */
export async function replaceSeasons(db: Db, companyId: number, seasons: readonly Season[]) {
  return db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) return undefined;
    await tx.delete(companySeasons).where(eq(companySeasons.companyId, companyId));
    if (seasons.length > 0) {
      await tx.insert(companySeasons).values(seasons.map((season, position) => ({ ...season, companyId, position })));
    }
    return { companyId, seasons: await listSeasons(tx, companyId) };
  });
}
