import { asc, eq } from "drizzle-orm";
import type { RentalPlaces } from "../../domain/rental-places";
import type { Db } from "../db/client";
import { companies, companyPlaces } from "../db/schema";

const placeColumns = {
  kind: companyPlaces.kind,
  name: companyPlaces.name,
  area: companyPlaces.area,
  fee: companyPlaces.fee,
  opens: companyPlaces.opens,
  closes: companyPlaces.closes,
  afterHoursFee: companyPlaces.afterHoursFee,
};

/** The company's own places in its order; none: it offers the spec's five (`offeredPlaces`). */
export const listCompanyPlaces = (db: Db, companyId: number) =>
  db
    .select(placeColumns)
    .from(companyPlaces)
    .where(eq(companyPlaces.companyId, companyId))
    .orderBy(asc(companyPlaces.position));

/** The company's places and its one-way rule; undefined for a company that does not exist. */
export async function findRentalPlaces(db: Db, companyId: number): Promise<RentalPlaces | undefined> {
  const [company] = await db
    .select({ oneWayReturns: companies.oneWayReturns })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company && { places: await listCompanyPlaces(db, companyId), oneWayReturns: company.oneWayReturns };
}

/**
 * Replaces the company's list in one transaction: a visitor's form or quote never sees half of it.
 * A place's key comes from what it is, not from its row, so the rows are simply written again.
 */
export async function replaceRentalPlaces(db: Db, companyId: number, settings: RentalPlaces) {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .update(companies)
      .set({ oneWayReturns: settings.oneWayReturns })
      .where(eq(companies.id, companyId))
      .returning({ id: companies.id });
    if (!company) return undefined;
    await tx.delete(companyPlaces).where(eq(companyPlaces.companyId, companyId));
    if (settings.places.length > 0) {
      await tx
        .insert(companyPlaces)
        .values(settings.places.map((place, position) => ({ ...place, companyId, position })));
    }
    return findRentalPlaces(tx, companyId);
  });
}
