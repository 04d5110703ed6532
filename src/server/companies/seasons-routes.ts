import type { FastifyInstance } from "fastify";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { route } from "../api/route";
import { currentUser, isActiveAdmin } from "../auth/guard";
import { notFound } from "../errors";
import { findSeasons, replaceSeasons } from "./seasons";

/**
 * A company's seasons (docs/product-rules.md, "Seasons"): its own users read and replace them, an
 * admin reads them; another company hears 404, as for a missing one.
 */
export async function seasonsRoutes(app: FastifyInstance) {
  route(app, companyEndpoints.getSeasons, {}, async (request) => {
    const { id } = request.params;
    const user = currentUser(request);
    const seasons = user.companyId === id || isActiveAdmin(user) ? await findSeasons(app.db, id) : undefined;
    if (!seasons) throw notFound("Company", id);
    return seasons;
  });

  route(app, companyEndpoints.updateSeasons, {}, async (request) => {
    const { id } = request.params;
    const saved =
      currentUser(request).companyId === id ? await replaceSeasons(app.db, id, request.body.seasons) : undefined;
    if (!saved) throw notFound("Company", id);
    return saved;
  });
}
