import type { FastifyInstance } from "fastify";
import { accountEndpoints } from "../../domain/contracts/accounts/endpoints";
import { route } from "../api/route";
import { currentUser } from "../auth/guard";
import { conflict, notFound } from "../errors";
import { type AdminUserRow, countWaitingCompanies, listAdminUsers, rejectAccount, updateUserFlags } from "./queries";
import { toUser } from "./to-user";

const toAdminUser = (row: AdminUserRow) => ({
  ...toUser(row.user),
  company: row.company,
  vehicleCount: row.company ? row.vehicleCount : 0,
});

/** The admin Users screen: the Active and Featured toggles, a company's rejection, the waiting count. */
export async function adminUserRoutes(app: FastifyInstance) {
  route(app, accountEndpoints.listUsers, {}, async () => (await listAdminUsers(app.db)).map(toAdminUser));

  route(app, accountEndpoints.updateUser, {}, async (request) => {
    if (currentUser(request).id === request.params.id && request.body.isActive === false) {
      throw conflict("You cannot deactivate your own account");
    }
    const updated = await updateUserFlags(app.db, request.params.id, request.body, app.mail);
    if (!updated) throw notFound("User", request.params.id);
    void app.mail.wake();
    return toAdminUser(updated);
  });

  route(app, accountEndpoints.rejectUser, {}, async (request) => {
    const rejected = await rejectAccount(app.db, request.params.id, request.body.reason, app.mail);
    if (!rejected) throw notFound("User", request.params.id);
    void app.mail.wake();
    return toAdminUser(rejected);
  });

  route(app, accountEndpoints.approvalsWaiting, {}, async () => ({ waiting: await countWaitingCompanies(app.db) }));
}
