import type { User } from "../../../lib/auth";
import type { CompanySummary } from "../../../lib/types";

/** A row of GET /api/companies/all: the company with its account's flags. */
export interface AdminCompany extends CompanySummary {
  isArchived: boolean;
  vehicleCount: number;
  /** The company's account, on which the Active and Featured toggles act. */
  userId: number | null;
  username: string | null;
  isActive: boolean | null;
  isFeatured: boolean | null;
}

/** A row of GET /api/admin/users. */
export interface AdminUser extends User {
  company: { id: number; name: string } | null;
  vehicleCount: number;
}
