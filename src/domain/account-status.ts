/**
 * Where an account stands (docs/product-rules.md, "Accounts"). New companies wait for an admin's approval: they may log
 * in and set up their fleet but are not listed and cannot book. An admin turning an approved
 * account off suspends it: no login, no session, no route.
 */
export const ACCOUNT_STATUSES = ["pending", "active", "suspended"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export function accountStatus(user: { isActive: boolean; approvedAt: Date | string | null }): AccountStatus {
  if (user.isActive) return "active";
  return user.approvedAt ? "suspended" : "pending";
}

export const ACCOUNT_MESSAGES = {
  suspended: "This account has been suspended. Contact the marketplace team to have it restored.",
  pendingCannotBook: "Your account is awaiting approval: you can request bookings once an admin has approved it.",
} as const;
