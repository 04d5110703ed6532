import type { z } from "zod";
import { type IsoDate, isIsoDate } from "./dates";
import { DRIVER_AGES, fullYearsBetween } from "./driver-checks";
import type { Language } from "./i18n/languages";

/**
 * A company's driver terms (docs/product-rules.md, "Drivers"): who may drive, what a young driver
 * pays a day, and how the visitor's Dominica temporary driving permit is had. Amounts are in the
 * company's currency.
 */
export interface DriverTerms {
  /** The youngest a driver may be on the start date: the product's 18 or more. */
  minimumDriverAge: number;
  /** Whole years the licence must have been held by the start date. */
  minimumLicenseYears: number;
  /** Per day, for a driver younger than `youngDriverUnderAge` on the start date; both or neither. */
  youngDriverFee: number | null;
  youngDriverUnderAge: number | null;
  /**
   * `company`: it arranges the permit for `permitFee` (0: free) when the renter asks for one;
   * `renter`: the renter gets it, `permitNote` saying how; `not_stated`: the product's general word.
   */
  permit: PermitArrangement;
  permitFee: number | null;
  permitNote: string | null;
}

export const PERMIT_ARRANGEMENTS = ["not_stated", "company", "renter"] as const;
export type PermitArrangement = (typeof PERMIT_ARRANGEMENTS)[number];

/** What a company that has set nothing gets: the product's own rules, as before the settings. */
export const DEFAULT_DRIVER_TERMS: DriverTerms = {
  minimumDriverAge: DRIVER_AGES.minimum,
  minimumLicenseYears: 0,
  youngDriverFee: null,
  youngDriverUnderAge: null,
  permit: "not_stated",
  permitFee: null,
  permitNote: null,
};

/** The bounds of each setting, held by the database's checks too (migration 0027) and named in the messages. */
export const DRIVER_TERM_LIMITS = {
  oldestMinimumAge: 99,
  licenseYears: 60,
  fee: 1_000_000,
  permitNote: 300,
} as const;

export const DRIVER_TERM_MESSAGES = {
  minimumDriverAge: "The minimum driver age must be a whole number from 18 to 99",
  minimumLicenseYears: "The years with a licence must be a whole number from 0 to 60",
  youngDriverFee: "The young-driver fee must be more than 0 and at most 1,000,000, in cents at most",
  youngDriverUnderAge: "The young-driver age must be a whole number above the minimum driver age, up to 99",
  youngDriverBoth: "Give both the young-driver fee and the age under which it applies, or neither",
  permitFee: "The permit fee must be from 0 to 1,000,000, in cents at most",
  permitNote: "The permit note must be at most 300 characters",
  permit: "Choose how the driving permit is arranged",
} as const;

/**
 * The rules across the fields: a young-driver fee needs its age and the age is above the minimum
 * (else nobody pays it); a permit the company arranges needs its fee. A fee or note the chosen
 * arrangement does not use is dropped rather than refused: the form keeps what was typed.
 */
export function checkDriverTerms(terms: DriverTerms, ctx: z.RefinementCtx) {
  const { youngDriverFee: fee, youngDriverUnderAge: underAge } = terms;
  if ((fee === null) !== (underAge === null)) {
    const path = fee === null ? "youngDriverFee" : "youngDriverUnderAge";
    ctx.addIssue({ code: "custom", path: [path], message: DRIVER_TERM_MESSAGES.youngDriverBoth });
  } else if (underAge !== null && underAge <= terms.minimumDriverAge) {
    ctx.addIssue({ code: "custom", path: ["youngDriverUnderAge"], message: DRIVER_TERM_MESSAGES.youngDriverUnderAge });
  }
  if (terms.permit === "company" && terms.permitFee === null) {
    ctx.addIssue({ code: "custom", path: ["permitFee"], message: DRIVER_TERM_MESSAGES.permitFee });
  }
}

/** Keeps only what the chosen permit arrangement uses. */
export const withPermitFieldsUsed = <Terms extends DriverTerms>(terms: Terms): Terms => ({
  ...terms,
  permitFee: terms.permit === "company" ? terms.permitFee : null,
  permitNote: terms.permit === "renter" ? terms.permitNote : null,
});

/** The driver's age on the start date, when both days are readable. */
export function driverAgeOn(dateOfBirth: string | undefined, startDate: string | undefined): number | undefined {
  return dateOfBirth && startDate && isIsoDate(dateOfBirth) && isIsoDate(startDate)
    ? fullYearsBetween(dateOfBirth, startDate)
    : undefined;
}

/** Does a driver of `age` pay the young-driver fee? Never when the age is unknown. */
export const paysYoungDriverFee = (terms: DriverTerms, age: number | undefined) =>
  terms.youngDriverFee !== null &&
  terms.youngDriverUnderAge !== null &&
  age !== undefined &&
  age < terms.youngDriverUnderAge;

/** Does the renter's ticked "I need a Dominica temporary driving permit" add the company's fee? */
export const paysPermitFee = (terms: DriverTerms, needsPermit: boolean | undefined) =>
  terms.permit === "company" && terms.permitFee !== null && needsPermit === true;

const words: Record<Language, { age: string; years: (n: number) => string }> = {
  en: {
    age: "This company rents to drivers aged {age} or older on the start date.",
    years: (n) =>
      `This company rents to drivers who have held their licence for at least ${n} ${n === 1 ? "year" : "years"} on the start date.`,
  },
  fr: {
    age: "Cette société loue aux conducteurs âgés d'au moins {age} ans à la date de début.",
    years: (n) =>
      `Cette société loue aux conducteurs titulaires du permis depuis au moins ${n} an${n === 1 ? "" : "s"} à la date de début.`,
  },
};

/**
 * The field and message of the first company driver rule a request breaks, or null; in the renter's
 * language, as the request's other refusals. The product's own driver checks (driver-checks.ts)
 * come first, so the dates here are readable.
 */
export function breachedDriverTerms(
  driver: { dateOfBirth?: string; licenseFirstIssued?: string; startDate: IsoDate },
  terms: Pick<DriverTerms, "minimumDriverAge" | "minimumLicenseYears">,
  language: Language = "en",
): { field: "dateOfBirth" | "licenseFirstIssued"; message: string } | null {
  const age = driverAgeOn(driver.dateOfBirth, driver.startDate);
  if (age !== undefined && age < terms.minimumDriverAge) {
    return { field: "dateOfBirth", message: words[language].age.replace("{age}", String(terms.minimumDriverAge)) };
  }
  const held = driverAgeOn(driver.licenseFirstIssued, driver.startDate);
  if (held !== undefined && held < terms.minimumLicenseYears) {
    return { field: "licenseFirstIssued", message: words[language].years(terms.minimumLicenseYears) };
  }
  return null;
}

/** A driver fee as a price line counts it, before pricing.ts labels it. */
export interface DriverFee {
  kind: "youngDriver" | "drivingPermit";
  quantity: number;
  unitPrice: number;
  amount: number;
}

/**
 * The driver fees of a rental of `days` (docs/product-rules.md, "Drivers"): the young-driver fee
 * for each day when the driver is under the company's age on the start date, and the permit's fee
 * once when the renter asks for a permit the company arranges.
 */
export function driverFees(
  terms: DriverTerms | undefined,
  choices: { driverAge?: number; needsPermit?: boolean } = {},
  days: number,
): DriverFee[] {
  if (!terms || days <= 0) return [];
  const fees: DriverFee[] = [];
  if (paysYoungDriverFee(terms, choices.driverAge) && terms.youngDriverFee !== null) {
    const unitPrice = terms.youngDriverFee;
    fees.push({ kind: "youngDriver", quantity: days, unitPrice, amount: Math.round(days * unitPrice * 100) / 100 });
  }
  if (paysPermitFee(terms, choices.needsPermit) && terms.permitFee !== null) {
    fees.push({ kind: "drivingPermit", quantity: 1, unitPrice: terms.permitFee, amount: terms.permitFee });
  }
  return fees;
}

/** The booking form's and the request's check against the company's driver rules, in `language`. */
export const checkDriverAgainstTerms =
  (terms: Pick<DriverTerms, "minimumDriverAge" | "minimumLicenseYears">, language: Language) =>
  (driver: { dateOfBirth: string; licenseFirstIssued: string; startDate: string }, ctx: z.RefinementCtx) => {
    if (!isIsoDate(driver.startDate)) return;
    const breach = breachedDriverTerms({ ...driver, startDate: driver.startDate }, terms, language);
    if (breach) ctx.addIssue({ code: "custom", path: [breach.field], message: breach.message });
  };
