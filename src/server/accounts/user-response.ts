import { z } from "zod";
import type { SessionUser } from "../auth/sessions";

/** What the API says about a user: never the password hash or reset token (the schema filters them). */
export const userResponse = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  companyId: z.number().nullable(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  isAdmin: z.boolean(),
});
export type UserResponse = z.infer<typeof userResponse>;

export function toUserResponse(user: SessionUser): UserResponse {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    role: user.isAdmin ? "admin" : user.role,
    companyId: user.companyId,
    isActive: user.isActive,
    isFeatured: user.isFeatured,
    isAdmin: user.isAdmin,
  };
}
