import type { FastifyInstance } from "fastify";
import { adminEndpoints } from "../../domain/contracts/admin/endpoints";
import { route } from "../api/route";
import { listAdminActions } from "./queries";

/** The admin's Audit Log screen; the entries are written by `auditedChange`. */
export async function adminAuditRoutes(app: FastifyInstance) {
  route(app, adminEndpoints.auditLog, {}, async (request) => listAdminActions(app.db, request.query));
}
