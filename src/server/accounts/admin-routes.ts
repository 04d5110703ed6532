import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminUser, userFlagsBody, userParams } from "../../domain/contracts/accounts";
import { currentUser, guard } from "../auth/guard";
import { conflict, notFound } from "../errors";
import { type AdminUserRow, listAdminUsers, updateUserFlags } from "./queries";
import { toUser } from "./to-user";

const userNotFound = (id: number) => notFound(`User ID ${id} not found`);

const toAdminUser = (row: AdminUserRow) => ({
  ...toUser(row.user),
  company: row.company,
  vehicleCount: row.company ? row.vehicleCount : 0,
});

/** The admin Users screen: the Active and Featured toggles. */
export async function adminUserRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];
  const onRequest = guard("admin");

  r.get(
    "/api/admin/users",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every user with their company and its fleet size",
        response: { 200: z.array(adminUser) },
      },
    },
    async () => (await listAdminUsers(app.db)).map(toAdminUser),
  );

  r.patch(
    "/api/admin/users/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Activate, deactivate, feature or unfeature a user (deactivating ends their sessions)",
        params: userParams,
        body: userFlagsBody,
        response: { 200: adminUser },
      },
    },
    async (request) => {
      if (currentUser(request).id === request.params.id && request.body.isActive === false) {
        throw conflict("You cannot deactivate your own account");
      }
      const updated = await updateUserFlags(app.db, request.params.id, request.body);
      if (!updated) throw userNotFound(request.params.id);
      return toAdminUser(updated);
    },
  );
}
