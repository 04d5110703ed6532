import type { FastifyInstance } from "fastify";
import { accountEndpoints } from "../../domain/contracts/accounts/endpoints";
import { auditedChange } from "../admin-audit/audited-change";
import { route } from "../api/route";
import { currentUser } from "../auth/guard";
import type { Db } from "../db/client";
import { conflict, notFound } from "../errors";
import {
  type AdminUserRow,
  countWaitingCompanies,
  findAdminUser,
  listAdminUsers,
  rejectAccount,
  updateUserFlags,
} from "./queries";
import { toUser } from "./to-user";

const toAdminUser = (row: AdminUserRow) => ({
  ...toUser(row.user),
  company: row.company,
  vehicleCount: row.company ? row.vehicleCount : 0,
});

/** The user as the admin's screen (and so the audit log) sees it: never its password's hash. */
async function findUserForAdmin(db: Db, id: number) {
  const row = await findAdminUser(db, id);
  return row && toAdminUser(row);
}

/** The admin Users screen: the Active and Featured toggles, a company's rejection, the waiting count. */
export async function adminUserRoutes(app: FastifyInstance) {
  route(app, accountEndpoints.listUsers, {}, async () => (await listAdminUsers(app.db)).map(toAdminUser));

  route(app, accountEndpoints.updateUser, {}, async (request) => {
    const { id } = request.params;
    if (currentUser(request).id === id && request.body.isActive === false) {
      throw conflict("You cannot deactivate your own account");
    }
    const what = { action: "account-updated", targetKind: "user", targetId: id } as const;
    const updated = await auditedChange(app.db, request, what, async (tx) => {
      const before = await findUserForAdmin(tx, id);
      const row = before && (await updateUserFlags(tx, id, request.body, app.mail));
      const after = row && toAdminUser(row);
      return after && { result: after, before, after };
    });
    if (!updated) throw notFound("User", id);
    void app.mail.wake();
    return updated;
  });

  route(app, accountEndpoints.rejectUser, {}, async (request) => {
    const { id } = request.params;
    const what = { action: "account-rejected", targetKind: "user", targetId: id } as const;
    const rejected = await auditedChange(app.db, request, what, async (tx) => {
      const before = await findUserForAdmin(tx, id);
      const row = before && (await rejectAccount(tx, id, request.body.reason, app.mail));
      const after = row && toAdminUser(row);
      return after && { result: after, before, after };
    });
    if (!rejected) throw notFound("User", id);
    void app.mail.wake();
    return rejected;
  });

  route(app, accountEndpoints.approvalsWaiting, {}, async () => ({ waiting: await countWaitingCompanies(app.db) }));
}
