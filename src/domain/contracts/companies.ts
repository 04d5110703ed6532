import { z } from "zod";
import { ACCOUNT_STATUSES } from "../account-status";
import { availabilityRulesSchema } from "../availability-rules";
import { CURRENCIES } from "../money";
import { id, type Wire } from "./common";
import { companyProfileSchema } from "./companies/company-schema";

/** `/api/companies/{id}` and its vehicles. */
export const companyParams = z.object({ id: id("Company ID") });

/** The fields every company listing (public or admin) answers. */
const companySummary = z.object({
  id: z.number(),
  name: z.string(),
  contactFullName: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  rating: z.number().nullable(),
  isLandingPageEnabled: z.boolean(),
});

/** GET /api/companies and /api/companies/{id}: what visitors see of a company. */
export const publicCompany = companySummary.extend({
  address: z.string(),
  cityVillage: z.string(),
  /** Null until the company chooses one in its profile. */
  parish: z.string().nullable(),
  country: z.string(),
  /** The company's own map pin; null where it has set none. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isFeatured: z.boolean(),
});
export type PublicCompany = Wire<typeof publicCompany>;

/** A row of GET /api/companies/all: the company with its account's flags. */
export const adminCompany = companySummary.extend({
  isArchived: z.boolean(),
  /** What its prices are in. */
  currency: z.enum(CURRENCIES),
  vehicleCount: z.number(),
  /** The company's account, on which the Active and Featured toggles act; null once its users are gone. */
  userId: z.number().nullable(),
  username: z.string().nullable(),
  isActive: z.boolean().nullable(),
  isFeatured: z.boolean().nullable(),
  /** Where the account stands: pending (never approved), active or suspended; null without one. */
  status: z.enum(ACCOUNT_STATUSES).nullable(),
});
export type AdminCompany = Wire<typeof adminCompany>;

/** PATCH /api/companies/{id}: the Landing Page toggle, Archive and Restore. */
export const companyFlagsBody = z
  .object({ isLandingPageEnabled: z.boolean().optional(), isArchived: z.boolean().optional() })
  .refine((flags) => flags.isLandingPageEnabled !== undefined || flags.isArchived !== undefined, {
    message: "Send isLandingPageEnabled or isArchived",
  });
export type CompanyFlags = z.input<typeof companyFlagsBody>;

/** DELETE /api/admin/companies/{id}: what went with the company. */
export const deletedCompany = z.object({
  message: z.string(),
  details: z.object({
    users: z.number(),
    vehicles: z.number(),
    bookings: z.number(),
    reviews: z.number(),
    unavailabilityPeriods: z.number(),
    images: z.number(),
  }),
});
export type DeletedCompany = Wire<typeof deletedCompany>;

/** GET and PATCH /api/company/profile: the logged-in user's own company. */
export const companyProfile = z.object({
  id: z.number(),
  name: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  contactFullName: z.string(),
  address: z.string(),
  cityVillage: z.string(),
  parish: z.string().nullable(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** What its vehicles' prices are in: US$ or EC$. */
  currency: z.enum(CURRENCIES),
});
export type CompanyProfile = Wire<typeof companyProfile>;

export const companyProfileBody = companyProfileSchema;
export type CompanyProfileBody = z.input<typeof companyProfileBody>;

/** GET and PUT /api/companies/{id}/availability-rules: the company's notice, cleaning days and longest rental. */
export const availabilityRules = availabilityRulesSchema.extend({ companyId: z.number() });
export type AvailabilityRulesAnswer = Wire<typeof availabilityRules>;
export const availabilityRulesBody = availabilityRulesSchema;
export type AvailabilityRulesBody = z.input<typeof availabilityRulesBody>;
