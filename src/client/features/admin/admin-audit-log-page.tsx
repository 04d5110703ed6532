import { Link, useLocation, useSearch } from "wouter";
import { type AdminAction, AUDIT_TARGETS, type AuditTarget } from "../../../domain/admin-actions";
import type { AuditEntry } from "../../../domain/contracts/admin/schemas";
import { formatInstant } from "../../../domain/dates";
import { FormField } from "../../components/form-field";
import { NativeSelect } from "../../components/native-select";
import { QueryState } from "../../components/query-state";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { TableCell, TableRow } from "../../components/ui/table";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useAuditLog } from "./api/get-audit-log";
import { AdminPage } from "./components/admin-page";
import { AdminTable } from "./components/admin-table";
import { AuditChanges } from "./components/audit-changes";
import { Pager } from "./components/pager";

const COLUMNS = ["When", "Admin", "Action", "Target", "Changes"] as const;

/** The actions in the admin's words (English keys, said through `t`). */
const ACTION_LABELS: Record<AdminAction, string> = {
  "company-updated": "Company changed",
  "company-deleted": "Company deleted",
  "account-updated": "Account changed",
  "account-rejected": "Company rejected",
  "vehicle-edited": "Vehicle edited",
  "vehicle-type-changed": "Vehicle type changed",
  "mail-retried": "Mail retried",
};

const TARGET_LABELS: Record<AuditTarget, string> = {
  company: "Company #{{id}}",
  user: "User #{{id}}",
  vehicle: "Vehicle #{{id}}",
  mail: "Mail #{{id}}",
};

const TARGET_KIND_LABELS: Record<AuditTarget, string> = {
  company: "Companies",
  user: "Users",
  vehicle: "Vehicles",
  mail: "Mails",
};

const isTarget = (value: string | null): value is AuditTarget => AUDIT_TARGETS.some((kind) => kind === value);

/** Reads the log's filter and page from the address, so that a link can open it about one row. */
function useLogAddress() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const kind = params.get("targetKind");
  const targetKind = isTarget(kind) ? kind : undefined;
  const targetId = Number(params.get("targetId")) || undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const go = (next: { targetKind?: AuditTarget; targetId?: number; page?: number }) => {
    const query = new URLSearchParams();
    if (next.targetKind) query.set("targetKind", next.targetKind);
    if (next.targetKind && next.targetId) query.set("targetId", String(next.targetId));
    if (next.page && next.page > 1) query.set("page", String(next.page));
    const search = query.toString();
    navigate(`${paths.adminAuditLog()}${search ? `?${search}` : ""}`, { replace: true });
  };
  return { targetKind, targetId: targetKind ? targetId : undefined, page, go };
}

function TargetCell({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  const label = t(TARGET_LABELS[entry.targetKind], { id: entry.targetId });
  // A deleted company has no page left to open.
  if (entry.targetKind === "company" && entry.action !== "company-deleted") {
    return (
      <Link href={paths.adminCompany(entry.targetId)} className="text-primary underline-offset-4 hover:underline">
        {label}
      </Link>
    );
  }
  return <>{label}</>;
}

/** The admins' actions, newest first: who did what to which row, when, and what it changed. */
export default function AdminAuditLogPage() {
  const { t, language } = useI18n();
  const { targetKind, targetId, page, go } = useLogAddress();
  const { data, isLoading, error } = useAuditLog({ targetKind, targetId, page });
  return (
    <AdminPage title={t("Audit Log")} description={t("Every change an admin made, with the row before and after.")}>
      <search aria-label={t("Filter the log")} className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <FormField label={t("Concerning")}>
          <NativeSelect
            value={targetKind ?? ""}
            onChange={(event) => go({ targetKind: isTarget(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">{t("Everything")}</option>
            {AUDIT_TARGETS.map((kind) => (
              <option key={kind} value={kind}>
                {t(TARGET_KIND_LABELS[kind])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("ID")}>
          <Input
            type="number"
            min={1}
            inputMode="numeric"
            disabled={!targetKind}
            value={targetId ?? ""}
            onChange={(event) => go({ targetKind, targetId: Number(event.target.value) || undefined })}
          />
        </FormField>
      </search>
      <QueryState isLoading={isLoading} error={error} fallback="Failed to load data" label="audit log" />
      {data && (
        <Card className="py-2">
          <CardContent className="px-2">
            <AdminTable
              label={t("Audit Log")}
              columns={COLUMNS}
              isEmpty={data.entries.length === 0}
              emptyText={t("No admin action recorded here yet.")}
            >
              {data.entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-nowrap align-top">
                    {formatInstant(entry.createdAt, language)}
                  </TableCell>
                  <TableCell className="align-top" translate="no">
                    {entry.adminUsername}
                  </TableCell>
                  <TableCell className="align-top">{t(ACTION_LABELS[entry.action])}</TableCell>
                  <TableCell className="whitespace-nowrap align-top">
                    <TargetCell entry={entry} />
                  </TableCell>
                  <TableCell className="min-w-64 max-w-xl whitespace-normal align-top">
                    <AuditChanges entry={entry} />
                  </TableCell>
                </TableRow>
              ))}
            </AdminTable>
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              label={t("Pages of the audit log")}
              onPage={(next) => go({ targetKind, targetId, page: next })}
            />
          </CardContent>
        </Card>
      )}
    </AdminPage>
  );
}
