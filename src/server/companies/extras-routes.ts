import type { FastifyInstance } from "fastify";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { route } from "../api/route";
import { currentUser, isActiveAdmin } from "../auth/guard";
import { notFound } from "../errors";
import { findCompanyExtras, replaceCompanyExtras } from "./extras";

/**
 * A company's extras (docs/product-rules.md, "Extras"): its own users read and set them, an admin
 * reads them; another company hears 404, as for a missing one.
 */
export async function companyExtrasRoutes(app: FastifyInstance) {
  route(app, companyEndpoints.getExtras, {}, async (request) => {
    const { id } = request.params;
    const user = currentUser(request);
    const extras = user.companyId === id || isActiveAdmin(user) ? await findCompanyExtras(app.db, id) : undefined;
    if (!extras) throw notFound("Company", id);
    return extras;
  });

  route(app, companyEndpoints.updateExtras, {}, async (request) => {
    const { id } = request.params;
    const extras =
      currentUser(request).companyId === id ? await replaceCompanyExtras(app.db, id, request.body.extras) : undefined;
    if (!extras) throw notFound("Company", id);
    return extras;
  });
}
