import type { FastifyInstance } from "fastify";
import { accountEndpoints } from "../../domain/contracts/accounts/endpoints";
import { route } from "../api/route";
import { currentUser } from "../auth/guard";
import { conflict, notFound } from "../errors";
import { type AdminUserRow, listAdminUsers, updateUserFlags } from "./queries";
import { toUser } from "./to-user";

const toAdminUser = (row: AdminUserRow) => ({
  ...toUser(row.user),
  company: row.company,
  vehicleCount: row.company ? row.vehicleCount : 0,
});

/** The admin Users screen: the Active and Featured toggles. */
export async function adminUserRoutes(app: FastifyInstance) {
  route(app, accountEndpoints.listUsers, {}, async () => (await listAdminUsers(app.db)).map(toAdminUser));

  route(app, accountEndpoints.updateUser, {}, async (request) => {
    if (currentUser(request).id === request.params.id && request.body.isActive === false) {
      throw conflict("You cannot deactivate your own account");
    }
    const updated = await updateUserFlags(app.db, request.params.id, request.body);
    if (!updated) throw notFound("User", request.params.id);
    return toAdminUser(updated);
  });
}
