import { asc, eq } from "drizzle-orm";
import type { CurrencyChangeBody } from "../../domain/contracts/companies/currency-change";
import {
  amountChanges,
  type CompanyAmounts,
  CURRENCY_CHANGE_MESSAGES,
  convertCompanyAmounts,
  convertsTooLarge,
} from "../../domain/currency-change";
import type { Currency } from "../../domain/money";
import type { Db } from "../db/client";
import { companies, companyExtras, companyPlaces, vehicles } from "../db/schema";
import { invalid } from "../errors";
import { lockCompany } from "./queries";

/** Every amount the company states, in its currency (src/domain/currency-change.ts), and that currency. */
async function findCompanyAmounts(db: Db, companyId: number) {
  const [company] = await db
    .select({ currency: companies.currency, youngDriverFee: companies.youngDriverFee, permitFee: companies.permitFee })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return undefined;
  const fleet = await db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      dailyPrice: vehicles.dailyPrice,
      weeklyPrice: vehicles.weeklyPrice,
      monthlyPrice: vehicles.monthlyPrice,
      deposit: vehicles.deposit,
    })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.make), asc(vehicles.model), asc(vehicles.id));
  const places = await db
    .select({
      id: companyPlaces.id,
      kind: companyPlaces.kind,
      name: companyPlaces.name,
      area: companyPlaces.area,
      fee: companyPlaces.fee,
      afterHoursFee: companyPlaces.afterHoursFee,
    })
    .from(companyPlaces)
    .where(eq(companyPlaces.companyId, companyId))
    .orderBy(asc(companyPlaces.position));
  const extras = await db
    .select({
      id: companyExtras.id,
      kind: companyExtras.kind,
      name: companyExtras.name,
      price: companyExtras.price,
      cap: companyExtras.cap,
    })
    .from(companyExtras)
    .where(eq(companyExtras.companyId, companyId))
    .orderBy(asc(companyExtras.position));
  const amounts: CompanyAmounts = {
    vehicles: fleet.map(({ make, model, year, ...prices }) => ({ ...prices, name: `${make} ${model} (${year})` })),
    places,
    extras,
    driver: { youngDriverFee: company.youngDriverFee, permitFee: company.permitFee },
  };
  return { currency: company.currency, amounts };
}

/** The amounts a change to `to` affects, as they are and converted; undefined for a missing company. */
export async function previewCurrencyChange(db: Db, companyId: number, to: Currency) {
  const found = await findCompanyAmounts(db, companyId);
  if (!found) return undefined;
  const changes = found.currency === to ? [] : amountChanges(found.amounts, found.currency, to);
  return { companyId, from: found.currency, to, changes };
}

/**
 * Sets the company's currency and, when it chose to convert, every amount at the peg: one
 * transaction under the company's row lock, which also holds back a vehicle, place or extra being
 * added meanwhile (its foreign key waits for the lock), so nothing is left in the old currency.
 * Recorded requests keep their total and `price_currency`. The currency it already has changes
 * nothing, so a repeated convert never converts twice. Undefined for a missing company.
 */
export async function changeCurrency(db: Db, companyId: number, { currency: to, amounts: choice }: CurrencyChangeBody) {
  return db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) return undefined;
    const found = await findCompanyAmounts(tx, companyId);
    if (!found) return undefined;
    const answer = { companyId, currency: to, amounts: choice, converted: 0 };
    if (found.currency === to) return answer;
    if (choice === "keep") {
      await tx.update(companies).set({ currency: to }).where(eq(companies.id, companyId));
      return answer;
    }
    const changes = amountChanges(found.amounts, found.currency, to);
    if (convertsTooLarge(changes)) throw invalid("amounts", CURRENCY_CHANGE_MESSAGES.tooLarge);
    const converted = convertCompanyAmounts(found.amounts, found.currency, to);
    await tx
      .update(companies)
      .set({ currency: to, ...converted.driver })
      .where(eq(companies.id, companyId));
    for (const { id, name: _shownOnly, ...prices } of converted.vehicles) {
      await tx
        .update(vehicles)
        .set({ ...prices, updatedAt: new Date() })
        .where(eq(vehicles.id, id));
    }
    for (const { id, fee, afterHoursFee } of converted.places) {
      await tx.update(companyPlaces).set({ fee, afterHoursFee }).where(eq(companyPlaces.id, id));
    }
    for (const { id, price, cap } of converted.extras) {
      await tx.update(companyExtras).set({ price, cap }).where(eq(companyExtras.id, id));
    }
    return { ...answer, converted: changes.length };
  });
}
