import { changedFields } from "../../../../domain/admin-actions";
import type { AuditEntry } from "../../../../domain/contracts/admin/schemas";
import { useI18n } from "../../../lib/i18n";

/** A value as the log shows it: text as is, anything else as JSON; "—" for none. */
const shown = (value: unknown) =>
  value === undefined || value === null ? "—" : typeof value === "string" ? value : JSON.stringify(value);

/** What an entry changed, field by field: "isArchived: false → true"; a deleted row says so. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  if (entry.after === null) return <span className="text-muted-foreground">{t("Deleted")}</span>;
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-muted-foreground">{t("No field changed")}</span>;
  return (
    <ul className="space-y-0.5 font-mono text-xs">
      {changes.map(({ field, before, after }) => (
        <li key={field} className="break-all">
          <span className="font-semibold">{field}</span>: {shown(before)} → {shown(after)}
        </li>
      ))}
    </ul>
  );
}
