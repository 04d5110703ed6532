import type { AdminUser } from "../../../../domain/contracts/accounts";
import { optionLabel } from "../../../../domain/option-labels";
import { displayPhone } from "../../../../domain/phone-numbers";
import { Badge } from "../../../components/ui/badge";
import { TableCell, TableRow } from "../../../components/ui/table";
import { useI18n } from "../../../lib/i18n";
import { useUpdateUser } from "../api/update-user";
import { AccountStatusBadge } from "./account-status-badge";
import { AdminTable } from "./admin-table";
import { FlagSwitch } from "./flag-switch";

const COLUMNS = [
  "ID",
  "Username",
  "Full Name",
  "Email",
  "Phone",
  "Role",
  "Status",
  "Company",
  "Vehicles",
  "Admin",
  "Active",
  "Featured",
];

export function UsersTable({ users, currentUserId }: { users: AdminUser[]; currentUserId: number | undefined }) {
  const { t } = useI18n();
  const updateUser = useUpdateUser();
  const isPending = (id: number) => updateUser.isPending && updateUser.variables?.id === id;
  return (
    <AdminTable columns={COLUMNS} isEmpty={users.length === 0} emptyText={t("No users found")}>
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <TableRow key={user.id}>
            <TableCell>{user.id}</TableCell>
            <TableCell className="font-medium">
              <span translate="no">{user.username}</span>
              {isSelf && <span className="ml-1 text-muted-foreground">{t("(you)")}</span>}
            </TableCell>
            <TableCell translate="no">{user.fullName}</TableCell>
            <TableCell translate="no">{user.email}</TableCell>
            <TableCell>{displayPhone(user.phone)}</TableCell>
            <TableCell>{t(optionLabel(user.role))}</TableCell>
            <TableCell>
              <AccountStatusBadge status={user.status} />
            </TableCell>
            <TableCell translate="no">{user.company?.name ?? "—"}</TableCell>
            <TableCell>{user.company ? user.vehicleCount : "—"}</TableCell>
            <TableCell>
              {user.isAdmin ? <Badge>{t("Admin")}</Badge> : <span className="text-muted-foreground">{t("No")}</span>}
            </TableCell>
            <TableCell>
              <FlagSwitch
                // The server refuses too: an admin cannot lock themself out.
                label={
                  isSelf
                    ? t("Active: your own account cannot be deactivated")
                    : t("Active: {{name}}", { name: user.username })
                }
                checked={user.isActive}
                disabled={isSelf || isPending(user.id)}
                onChange={(isActive) => updateUser.mutate({ id: user.id, isActive })}
              />
            </TableCell>
            <TableCell>
              {/* Featuring puts a company first in the listings; an account without one has nothing to feature. */}
              {user.company ? (
                <FlagSwitch
                  label={t("Featured: {{name}}", { name: user.username })}
                  checked={user.isFeatured}
                  disabled={isPending(user.id)}
                  onChange={(isFeatured) => updateUser.mutate({ id: user.id, isFeatured })}
                />
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </TableCell>
          </TableRow>
        );
      })}
    </AdminTable>
  );
}
