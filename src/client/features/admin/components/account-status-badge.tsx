import type { AccountStatus } from "../../../../domain/account-status";
import { Badge } from "../../../components/ui/badge";
import { useI18n } from "../../../lib/i18n";

const LOOKS: Record<AccountStatus, { label: string; variant: "warning" | "success" | "destructive" }> = {
  pending: { label: "Awaiting approval", variant: "warning" },
  active: { label: "Approved", variant: "success" },
  suspended: { label: "Suspended", variant: "destructive" },
};
const REJECTED = { label: "Rejected", variant: "destructive" } as const;

/**
 * Where an account stands (docs/product-rules.md, "Accounts"), so pending and suspended never look
 * alike; a pending account an admin rejected reads "Rejected".
 */
export function AccountStatusBadge({ status, rejected = false }: { status: AccountStatus; rejected?: boolean }) {
  const { t } = useI18n();
  const { label, variant } = status === "pending" && rejected ? REJECTED : LOOKS[status];
  return <Badge variant={variant}>{t(label)}</Badge>;
}
