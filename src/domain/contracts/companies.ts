import { z } from "zod";
import { ACCOUNT_STATUSES } from "../account-status";
import { availabilityRulesSchema } from "../availability-rules-schema";
import { CANCELLATION_KINDS, cancellationPolicyFields, checkCancellationPolicy } from "../cancellation-policy";
import { checkDriverTerms, PERMIT_ARRANGEMENTS } from "../driver-terms";
import { driverTermsFields } from "../driver-terms-schema";
import { CURRENCIES } from "../money";
import { EXTRA_KINDS, EXTRA_PRICINGS } from "../rental-extras";
import { companyExtrasSchema } from "../rental-extras-schema";
import { PLACE_KINDS } from "../rental-places";
import { rentalPlacesSchema } from "../rental-places-schema";
import { seasonSchema, seasonsSchema } from "../seasons-schema";
import { SETUP_STEPS } from "../setup-checklist";
import { id, timestamp, type Wire } from "./common";
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
  /** The mean of its published, not hidden reviews (docs/product-rules.md, "Reviews"); null with none. */
  rating: z.number().nullable(),
  reviewCount: z.number(),
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
  /** Its own About text; null: it wrote none, and its page says none. */
  description: z.string().nullable(),
  isFeatured: z.boolean(),
});
export type PublicCompany = Wire<typeof publicCompany>;

/**
 * How a company answers its requests (docs/product-rules.md, "Response figures"): how many it
 * received, answered and let expire, and the median minutes from a request to its answer (null:
 * none answered yet).
 */
export const requestFigures = z.object({
  requestsReceived: z.number(),
  requestsAnswered: z.number(),
  requestsExpired: z.number(),
  medianAnswerMinutes: z.number().nullable(),
});
export type RequestFigures = Wire<typeof requestFigures>;

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
  /** Why an admin rejected the pending account; null unless rejected (it then waits no more). */
  rejectionReason: z.string().nullable(),
  /** When the company registered. */
  registeredAt: timestamp,
  ...requestFigures.shape,
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
  /** The About text of its landing page; null: none. */
  description: z.string().nullable(),
});
export type CompanyProfile = Wire<typeof companyProfile>;

export const companyProfileBody = companyProfileSchema;
export type CompanyProfileBody = z.input<typeof companyProfileBody>;

/** GET and PUT /api/companies/{id}/availability-rules: the company's notice, cleaning days and longest rental. */
export const availabilityRules = availabilityRulesSchema.extend({ companyId: z.number() });
export type AvailabilityRulesAnswer = Wire<typeof availabilityRules>;
export const availabilityRulesBody = availabilityRulesSchema;
export type AvailabilityRulesBody = z.input<typeof availabilityRulesBody>;

/** One of a company's extras as saved (src/domain/rental-extras.ts): amounts in the company's currency. */
export const companyExtra = z.object({
  id: z.number(),
  kind: z.enum(EXTRA_KINDS),
  /** The company's own name for an "other" extra; null for a common kind. */
  name: z.string().nullable(),
  pricing: z.enum(EXTRA_PRICINGS),
  price: z.number(),
  /** The most one of it costs a rental (per day extras); null without one. */
  cap: z.number().nullable(),
  maxQuantity: z.number(),
  /** The company's vehicles it does not go with; every other one takes it. */
  excludedVehicleIds: z.array(z.number()),
});

/**
 * GET and PUT /api/companies/{id}/extras: the company's extras in the order it lists them, and its
 * vehicles (the card's choice of which take each).
 */
export const companyExtras = z.object({
  companyId: z.number(),
  extras: z.array(companyExtra),
  vehicles: z.array(z.object({ id: z.number(), make: z.string(), model: z.string(), year: z.number() })),
});
export type CompanyExtrasAnswer = Wire<typeof companyExtras>;
export const companyExtrasBody = companyExtrasSchema;
export type CompanyExtrasBody = z.input<typeof companyExtrasBody>;
/** GET and PUT /api/companies/{id}/seasons: the company's seasons, in the order of their first day. */
export const companySeasons = z.object({ companyId: z.number(), seasons: z.array(seasonSchema) });
export type CompanySeasonsAnswer = Wire<typeof companySeasons>;
export const companySeasonsBody = z.object({ seasons: seasonsSchema });
export type CompanySeasonsBody = z.input<typeof companySeasonsBody>;
/** A company's driver terms as answered (src/domain/driver-terms.ts). */
export const driverTerms = z.object({
  minimumDriverAge: z.number(),
  minimumLicenseYears: z.number(),
  youngDriverFee: z.number().nullable(),
  youngDriverUnderAge: z.number().nullable(),
  permit: z.enum(PERMIT_ARRANGEMENTS),
  permitFee: z.number().nullable(),
  permitNote: z.string().nullable(),
});

/** A cancellation policy as answered (src/domain/cancellation-policy.ts); a request answers the one it was sent under. */
export const cancellationPolicy = z.object({
  cancellation: z.enum(CANCELLATION_KINDS),
  freeCancellationDays: z.number().nullable(),
  cancellationSharePercent: z.number().nullable(),
  cancellationText: z.string().nullable(),
});

/**
 * PUT /api/companies/{id}/driver-and-cancellation-terms: the profile's "Drivers and cancellation"
 * form, one object of flat fields so that each refusal names the field the form shows.
 */
export const driverAndCancellationTermsBody = driverTermsFields
  .extend(cancellationPolicyFields.shape)
  .superRefine(checkDriverTerms)
  .superRefine(checkCancellationPolicy);
export type DriverAndCancellationTermsBody = z.input<typeof driverAndCancellationTermsBody>;
export type DriverAndCancellationTerms = z.output<typeof driverAndCancellationTermsBody>;
export const driverAndCancellationTerms = driverTerms
  .extend(cancellationPolicy.shape)
  .extend({ companyId: z.number() });
export type DriverAndCancellationTermsAnswer = Wire<typeof driverAndCancellationTerms>;
/** A pick-up or return place with its fees, in the company's currency (src/domain/rental-places.ts). */
const rentalPlace = z.object({
  kind: z.enum(PLACE_KINDS),
  name: z.string().nullable(),
  area: z.string().nullable(),
  fee: z.number(),
  opens: z.string().nullable(),
  closes: z.string().nullable(),
  afterHoursFee: z.number(),
});

/** GET and PUT /api/companies/{id}/places: the company's places (none: the spec's five, free) and one-way rule. */
export const rentalPlaces = z.object({
  companyId: z.number(),
  places: z.array(rentalPlace),
  oneWayReturns: z.boolean(),
});
export type RentalPlacesAnswer = Wire<typeof rentalPlaces>;
export const rentalPlacesBody = rentalPlacesSchema;
export type RentalPlacesBody = z.input<typeof rentalPlacesBody>;

/** GET /api/companies/{id}/rental-terms: what the company states for every rental (src/domain/rental-terms.ts). */
export const rentalTerms = z.object({
  companyId: z.number(),
  currency: z.enum(CURRENCIES),
  extras: z.array(companyExtra),
  seasons: z.array(seasonSchema),
  drivers: driverTerms,
  cancellation: cancellationPolicy,
  places: z.array(rentalPlace),
  oneWayReturns: z.boolean(),
});
export type RentalTermsAnswer = Wire<typeof rentalTerms>;

/** GET /api/company/setup: the company's first-run checklist, each step and whether it is done. */
export const setupChecklistAnswer = z.object({
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })),
});
export type SetupChecklistAnswer = Wire<typeof setupChecklistAnswer>;
