import type { PublicCompany } from "../../../domain/contracts/companies";

/** "Town, Parish", or what of it the company gave. */
export const companyPlace = (company: PublicCompany) =>
  [company.cityVillage, company.parish].filter(Boolean).join(", ");

/** A `tel:` link dials the digits and a leading +, whatever spacing the company typed. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
