import { z } from "zod";
import { REJECTION_MESSAGES, REJECTION_REASON_MAX } from "../account-mails";
import { ACCOUNT_STATUSES } from "../account-status";
import { cleanText } from "../text-fields";
import { loginSchema, registerSchema, renterSignUpSchema } from "./accounts/account-schemas";
import { id, type Wire } from "./common";

export const loginBody = loginSchema;
export const registerBody = registerSchema;
export const renterSignUpBody = renterSignUpSchema;

/** `/api/admin/users/{id}`. */
export const userParams = z.object({ id: id("User ID") });

/** A user as every route answers it: never the password hash or reset token (the schema filters them). */
export const user = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** A renter's, for the booking form; null for company and admin accounts. */
  nationality: z.string().nullable(),
  role: z.string(),
  companyId: z.number().nullable(),
  isActive: z.boolean(),
  /** pending (never approved), active, or suspended (turned off after approval). */
  status: z.enum(ACCOUNT_STATUSES),
  /** Why an admin rejected this pending account, as the company was told; null unless rejected. */
  rejectionReason: z.string().nullable(),
  isFeatured: z.boolean(),
  isAdmin: z.boolean(),
  /** Has the account proved its email (a renter's mailed link)? Only then do requests sent with it join it. */
  emailVerified: z.boolean(),
});
export type User = Wire<typeof user>;

/** POST /api/email-verifications: the secret of the mailed link (43 base64url characters). */
export const emailVerificationBody = z.object({
  token: z.string({ error: "Not a verification link" }).regex(/^[A-Za-z0-9_-]{43}$/, "Not a verification link"),
});
/** How many requests sent with the address joined the account as it was verified. */
export const emailVerified = z.object({ attachedRequests: z.number() });

/** A row of GET /api/admin/users: the user with their company and its fleet size. */
export const adminUser = user.extend({
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  vehicleCount: z.number(),
});
export type AdminUser = Wire<typeof adminUser>;

/** PATCH /api/admin/users/{id}: the Active and Featured toggles. */
export const userFlagsBody = z
  .object({ isActive: z.boolean().optional(), isFeatured: z.boolean().optional() })
  .refine((flags) => flags.isActive !== undefined || flags.isFeatured !== undefined, {
    message: "Send isActive or isFeatured",
  });
export type UserFlags = z.input<typeof userFlagsBody>;

/** POST /api/admin/users/{id}/reject: the reason the company is told, in the admin's words. */
export const rejectBody = z.object({
  reason: cleanText(
    z
      .string({ error: REJECTION_MESSAGES.reasonRequired })
      .trim()
      .min(1, REJECTION_MESSAGES.reasonRequired)
      .max(REJECTION_REASON_MAX, REJECTION_MESSAGES.reasonTooLong),
  ),
});
export type RejectBody = z.input<typeof rejectBody>;

/** GET /api/admin/approvals: how many companies wait for an admin's decision (the navigation's badge). */
export const approvalsWaiting = z.object({ waiting: z.number() });
