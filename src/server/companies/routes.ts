import type { FastifyInstance } from "fastify";
import { adminCompanyRoutes } from "./admin-routes";
import { availabilityRulesRoutes } from "./availability-rules-routes";
import { companyProfileRoutes } from "./profile-routes";
import { publicCompanyRoutes } from "./public-routes";

export async function companyRoutes(app: FastifyInstance) {
  await app.register(publicCompanyRoutes);
  await app.register(companyProfileRoutes);
  await app.register(adminCompanyRoutes);
  await app.register(availabilityRulesRoutes);
}
