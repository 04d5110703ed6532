import { eq } from "drizzle-orm";
import { withCancellationFieldsUsed } from "../../domain/cancellation-policy";
import type { DriverAndCancellationTerms } from "../../domain/contracts/companies";
import { withPermitFieldsUsed } from "../../domain/driver-terms";
import type { Db } from "../db/client";
import { companies } from "../db/schema";

/** The driver terms' columns (src/domain/driver-terms.ts), as the rental terms and the settings read them. */
export const driverTermsColumns = {
  minimumDriverAge: companies.minimumDriverAge,
  minimumLicenseYears: companies.minimumLicenseYears,
  youngDriverFee: companies.youngDriverFee,
  youngDriverUnderAge: companies.youngDriverUnderAge,
  permit: companies.permit,
  permitFee: companies.permitFee,
  permitNote: companies.permitNote,
};

/** The cancellation policy's columns (src/domain/cancellation-policy.ts). */
export const cancellationPolicyColumns = {
  cancellation: companies.cancellation,
  freeCancellationDays: companies.freeCancellationDays,
  cancellationSharePercent: companies.cancellationSharePercent,
  cancellationText: companies.cancellationText,
};

const settingsColumns = { companyId: companies.id, ...driverTermsColumns, ...cancellationPolicyColumns };

export async function findDriverAndCancellationTerms(db: Db, companyId: number) {
  const [terms] = await db.select(settingsColumns).from(companies).where(eq(companies.id, companyId));
  return terms;
}

/**
 * One row, with only the fields the chosen permit arrangement and policy use: the companies trigger
 * tells the catalogue, so the cached rental terms never outlive the change (migration 0008).
 */
export async function updateDriverAndCancellationTerms(db: Db, companyId: number, terms: DriverAndCancellationTerms) {
  const [updated] = await db
    .update(companies)
    .set(withCancellationFieldsUsed(withPermitFieldsUsed(terms)))
    .where(eq(companies.id, companyId))
    .returning(settingsColumns);
  return updated;
}
