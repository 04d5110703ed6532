import { z } from "zod";
import { ADMIN_ACTIONS, AUDIT_TARGETS } from "../../admin-actions";
import { BOOKING_STATUSES } from "../../constants";
import { CURRENCIES } from "../../money";
import { id, isoDate, timestamp, type Wire } from "../common";
import { adminCompany, companyProfile } from "../companies";
import { documentInfo } from "../companies/trade-licence-schema";

/** The admin's paged lists: pages from 1, at most `ADMIN_PAGE.maxSize` rows a page. */
export const ADMIN_PAGE = { defaultSize: 25, maxSize: 100, lastPage: 10_000 } as const;

const pagingFields = {
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(ADMIN_PAGE.lastPage, `page must be at most ${ADMIN_PAGE.lastPage}`)
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, `pageSize must be between 1 and ${ADMIN_PAGE.maxSize}`)
    .max(ADMIN_PAGE.maxSize, `pageSize must be between 1 and ${ADMIN_PAGE.maxSize}`)
    .default(ADMIN_PAGE.defaultSize),
};

/** What every paged answer says besides its rows. */
const pageFields = { total: z.number(), page: z.number(), pageSize: z.number() };

/** GET /api/admin/audit-log: newest first, optionally about one row (its kind, and its id). */
export const auditLogQuery = z
  .object({
    ...pagingFields,
    targetKind: z.enum(AUDIT_TARGETS, { error: "targetKind is not a kind of row the log records" }).optional(),
    targetId: id("targetId").optional(),
  })
  .refine((query) => query.targetId === undefined || query.targetKind !== undefined, {
    path: ["targetKind"],
    message: "targetKind is needed with targetId",
  });
export type AuditLogQuery = z.input<typeof auditLogQuery>;
export type AuditLogFilter = z.output<typeof auditLogQuery>;

export const auditEntry = z.object({
  id: z.number(),
  /** The admin's account, null once deleted; the name stays. */
  adminUserId: z.number().nullable(),
  adminUsername: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  targetKind: z.enum(AUDIT_TARGETS),
  targetId: z.number(),
  /** The row before and after, as the admin's screens show it; null: there was none (deleted). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: timestamp,
});
export type AuditEntry = Wire<typeof auditEntry>;

export const auditLogPage = z.object({ entries: z.array(auditEntry), ...pageFields });
export type AuditLogPage = Wire<typeof auditLogPage>;

/** GET /api/admin/requests: every request of the marketplace, newest first, by status, company and the day it was sent. */
export const marketplaceRequestsQuery = z
  .object({
    ...pagingFields,
    status: z.enum(BOOKING_STATUSES, { error: "status is not a booking status" }).optional(),
    companyId: id("companyId").optional(),
    /** Sent on or after this day, on or before `to` (Dominica's days). */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["to"],
    message: "to must be on or after from",
  });
export type MarketplaceRequestsQuery = z.input<typeof marketplaceRequestsQuery>;
export type MarketplaceRequestsFilter = z.output<typeof marketplaceRequestsQuery>;

export const marketplaceRequest = z.object({
  id: z.number(),
  reference: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
  startDate: z.string(),
  endDate: z.string(),
  totalPrice: z.number(),
  priceCurrency: z.enum(CURRENCIES),
  vehicle: z.object({ id: z.number(), make: z.string(), model: z.string() }),
  company: z.object({ id: z.number(), name: z.string() }),
});
export type MarketplaceRequest = Wire<typeof marketplaceRequest>;

export const marketplaceRequestsPage = z.object({ requests: z.array(marketplaceRequest), ...pageFields });
export type MarketplaceRequestsPage = Wire<typeof marketplaceRequestsPage>;

/** GET /api/admin/companies/{id}: what the admin vets a company by. */
export const companyDetail = z.object({
  company: adminCompany,
  profile: companyProfile,
  /** The account's own email (the company's contact email is in `profile`). */
  ownerEmail: z.string().nullable(),
  vehicles: z.array(
    z.object({
      id: z.number(),
      make: z.string(),
      model: z.string(),
      year: z.number(),
      dailyPrice: z.number(),
      isArchived: z.boolean(),
    }),
  ),
  /** The uploaded trade licence (its bytes at GET /api/admin/companies/{id}/documents/trade-licence), or null. */
  tradeLicence: documentInfo.nullable(),
});
export type CompanyDetail = Wire<typeof companyDetail>;
