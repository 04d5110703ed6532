import type { FastifyInstance } from "fastify";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { route } from "../api/route";
import { currentUser, isActiveAdmin } from "../auth/guard";
import { notFound } from "../errors";
import { findAvailabilityRules, updateAvailabilityRules } from "./availability-rules";

/**
 * A company's availability rules (docs/product-rules.md, "Availability rules"): its own users read
 * and set them, an admin reads them; another company hears 404, as for a missing one.
 */
export async function availabilityRulesRoutes(app: FastifyInstance) {
  route(app, companyEndpoints.getAvailabilityRules, {}, async (request) => {
    const { id } = request.params;
    const user = currentUser(request);
    const rules = user.companyId === id || isActiveAdmin(user) ? await findAvailabilityRules(app.db, id) : undefined;
    if (!rules) throw notFound("Company", id);
    return rules;
  });

  route(app, companyEndpoints.updateAvailabilityRules, {}, async (request) => {
    const { id } = request.params;
    const rules =
      currentUser(request).companyId === id ? await updateAvailabilityRules(app.db, id, request.body) : undefined;
    if (!rules) throw notFound("Company", id);
    return rules;
  });
}
