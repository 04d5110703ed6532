import type { FastifyInstance } from "fastify";
import { adminUserRoutes } from "./admin-routes";
import { type SessionRouteOptions, sessionRoutes } from "./session-routes";

export async function accountRoutes(app: FastifyInstance, options: SessionRouteOptions) {
  await app.register(sessionRoutes, options);
  await app.register(adminUserRoutes);
}
