/** What an admin's write did, one per admin write route (docs/product-rules.md, "Audit log"). */
export const ADMIN_ACTIONS = [
  "company-updated",
  "company-deleted",
  "account-updated",
  "account-rejected",
  "vehicle-edited",
  "vehicle-type-changed",
  "mail-retried",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** The kind of row an admin action changed. */
export const AUDIT_TARGETS = ["company", "user", "vehicle", "mail"] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];
