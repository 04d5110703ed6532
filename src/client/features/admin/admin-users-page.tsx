import { useState } from "react";
import type { AdminUser } from "../../../domain/contracts/accounts";
import { QueryState } from "../../components/query-state";
import { Card, CardContent } from "../../components/ui/card";
import { useUser } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { useAdminUsers } from "./api/get-admin-users";
import { AdminPage } from "./components/admin-page";
import { SearchField } from "./components/search-field";
import { UsersTable } from "./components/users-table";

function matchesSearch(user: AdminUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [user.username, user.fullName, user.email, user.phone, user.company?.name ?? ""].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export default function AdminUsersPage() {
  const { t } = useI18n();
  const { user: currentUser } = useUser();
  const { data: users = [], isLoading, error } = useAdminUsers();
  const [search, setSearch] = useState("");
  const shown = users.filter((user) => matchesSearch(user, search));
  return (
    <AdminPage
      title={t("Manage Users")}
      description={t("Activate accounts so their companies go public, and feature the best.")}
    >
      <SearchField
        id="user-search"
        label={t("Search users")}
        placeholder={t("Username, name, email, phone or company")}
        value={search}
        onChange={setSearch}
        className="max-w-sm"
      />
      {/* The user list's error shows the server's text or the status text. */}
      <QueryState
        isLoading={isLoading}
        error={error}
        fallback={error?.message ?? "Failed to load data"}
        label="users"
      />
      {!isLoading && !error && (
        <Card className="py-2">
          <CardContent className="px-2">
            <UsersTable users={shown} currentUserId={currentUser?.id} />
          </CardContent>
        </Card>
      )}
    </AdminPage>
  );
}
