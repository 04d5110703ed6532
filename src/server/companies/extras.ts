import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import { type CompanyExtra, EXTRA_MESSAGES } from "../../domain/rental-extras";
import type { ExtraSetting } from "../../domain/rental-extras-schema";
import type { Db } from "../db/client";
import { companies, companyExtraExclusions, companyExtras, vehicles } from "../db/schema";
import { invalidFields } from "../errors";
import { lockCompany } from "./queries";

/** A company's extras in its order, each with the vehicles it does not go with. */
export async function listCompanyExtras(db: Db, companyId: number): Promise<CompanyExtra[]> {
  const rows = await db
    .select({
      id: companyExtras.id,
      kind: companyExtras.kind,
      name: companyExtras.name,
      pricing: companyExtras.pricing,
      price: companyExtras.price,
      cap: companyExtras.cap,
      maxQuantity: companyExtras.maxQuantity,
    })
    .from(companyExtras)
    .where(eq(companyExtras.companyId, companyId))
    .orderBy(asc(companyExtras.position), asc(companyExtras.id));
  if (rows.length === 0) return [];
  const exclusions = await db
    .select()
    .from(companyExtraExclusions)
    .where(
      inArray(
        companyExtraExclusions.extraId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(companyExtraExclusions.vehicleId));
  return rows.map((row) => ({
    ...row,
    excludedVehicleIds: exclusions.filter((e) => e.extraId === row.id).map((e) => e.vehicleId),
  }));
}

/** The company's extras and its vehicles, which the Extras card offers to exclude. */
async function extrasAnswer(db: Db, companyId: number) {
  const fleet = await db
    .select({ id: vehicles.id, make: vehicles.make, model: vehicles.model, year: vehicles.year })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.make), asc(vehicles.model), asc(vehicles.id));
  return { companyId, extras: await listCompanyExtras(db, companyId), vehicles: fleet };
}

/** The company's extras or undefined for a company that does not exist. */
export async function findCompanyExtras(db: Db, companyId: number) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return company ? extrasAnswer(db, companyId) : undefined;
}

/**
 * Replaces the company's extras with `extras`, in one transaction under the company's row lock: an
 * extra sent with its id is updated in place (a visitor's open form and a recorded request keep
 * naming it), one without is added, one left out is removed with its exclusions. An id that is not
 * the company's extra, or a vehicle that is not its own, is a 400 naming the field. Undefined for a
 * company that does not exist.
 */
export async function replaceCompanyExtras(db: Db, companyId: number, extras: ExtraSetting[]) {
  return db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) return undefined;
    await assertOwnRows(tx, companyId, extras);

    const keptIds = extras.flatMap((extra) => (extra.id === undefined ? [] : [extra.id]));
    await tx
      .delete(companyExtras)
      .where(and(eq(companyExtras.companyId, companyId), notInArray(companyExtras.id, keptIds.length ? keptIds : [0])));
    for (const [position, { id, excludedVehicleIds, ...fields }] of extras.entries()) {
      const row = { ...fields, position, companyId };
      const extraId = await saveExtra(tx, id, row);
      await tx.delete(companyExtraExclusions).where(eq(companyExtraExclusions.extraId, extraId));
      const excluded = [...new Set(excludedVehicleIds)];
      if (excluded.length > 0) {
        await tx.insert(companyExtraExclusions).values(excluded.map((vehicleId) => ({ extraId, vehicleId })));
      }
    }
    return extrasAnswer(tx, companyId);
  });
}

/** Updates the extra `id`, or adds one without an id; answers its id. */
async function saveExtra(tx: Db, id: number | undefined, row: typeof companyExtras.$inferInsert): Promise<number> {
  if (id !== undefined) {
    await tx.update(companyExtras).set(row).where(eq(companyExtras.id, id));
    return id;
  }
  const [inserted] = await tx.insert(companyExtras).values(row).returning({ id: companyExtras.id });
  if (!inserted) throw new Error("an extra's insert returned nothing");
  return inserted.id;
}

/** Every id sent is one of the company's extras (once), every excluded vehicle one of its own vehicles. */
async function assertOwnRows(tx: Db, companyId: number, extras: ExtraSetting[]) {
  const ownExtras = new Set(
    (await tx.select({ id: companyExtras.id }).from(companyExtras).where(eq(companyExtras.companyId, companyId))).map(
      (row) => row.id,
    ),
  );
  const ownVehicles = new Set(
    (await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.companyId, companyId))).map((row) => row.id),
  );
  const errors = extras.flatMap((extra, index) => [
    // An id is the company's once: a second row sent with it is no longer one of its own to update.
    ...(extra.id !== undefined && !ownExtras.delete(extra.id)
      ? [{ field: `extras.${index}.id`, message: EXTRA_MESSAGES.unknownExtra }]
      : []),
    ...(extra.excludedVehicleIds.some((vehicleId) => !ownVehicles.has(vehicleId))
      ? [{ field: `extras.${index}.excludedVehicleIds`, message: EXTRA_MESSAGES.excludedVehicles }]
      : []),
  ]);
  if (errors.length > 0) throw invalidFields(errors);
}
