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

/** One field an admin action changed, as the audit log shows it. */
export interface ChangedField {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields whose value differs between an entry's before and after (compared as JSON), in the
 * order they first appear; a created or deleted row lists every field it had.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ChangedField[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** A median answer time split for display: whole days, hours and minutes (the largest two shown). */
export function splitMinutes(total: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.round(total));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
