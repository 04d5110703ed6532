import type { z } from "zod";
import { accountStatus } from "../../domain/account-status";
import type { user } from "../../domain/contracts/accounts";
import type { SessionUser } from "../auth/sessions";

/** A user row as the `user` contract answers it; an admin's role always reads "admin". */
export function toUser(row: SessionUser): z.output<typeof user> {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    nationality: row.nationality,
    role: row.isAdmin ? "admin" : row.role,
    companyId: row.companyId,
    isActive: row.isActive,
    status: accountStatus(row),
    rejectionReason: row.rejectionReason,
    isFeatured: row.isFeatured,
    isAdmin: row.isAdmin,
    emailVerified: row.emailVerifiedAt !== null,
  };
}
