import type { PublicCompany } from "./contracts/companies";

type Place = Pick<PublicCompany, "address" | "cityVillage" | "parish">;

const given = (parts: (string | null)[]) => parts.map((part) => part?.trim() ?? "").filter(Boolean);

/** "Town, Parish", or what of it the company gave: never a parish the company did not choose. */
export const companyPlace = (company: Place) => given([company.cityVillage, company.parish]).join(", ");

/** The address as lines, leaving out what the company has not entered: no blank lines on its page. */
export const addressLines = (company: Place) => given([company.address, companyPlace(company)]);
