import { z } from "zod";
import { ACCOUNT_STATUSES } from "../account-status";
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
  isFeatured: z.boolean(),
  isAdmin: z.boolean(),
});
export type User = Wire<typeof user>;

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
