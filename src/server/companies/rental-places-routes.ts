import type { FastifyInstance } from "fastify";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { route } from "../api/route";
import { currentUser, isActiveAdmin } from "../auth/guard";
import { notFound } from "../errors";
import { findRentalPlaces, replaceRentalPlaces } from "./rental-places";

/**
 * A company's places and fees (docs/product-rules.md, "Places and fees"): its own users read and
 * set them, an admin reads them; another company hears 404, as for a missing one.
 */
export async function rentalPlacesRoutes(app: FastifyInstance) {
  route(app, companyEndpoints.getRentalPlaces, {}, async (request) => {
    const { id } = request.params;
    const user = currentUser(request);
    const places = user.companyId === id || isActiveAdmin(user) ? await findRentalPlaces(app.db, id) : undefined;
    if (!places) throw notFound("Company", id);
    return { companyId: id, ...places };
  });

  route(app, companyEndpoints.updateRentalPlaces, {}, async (request) => {
    const { id } = request.params;
    const places =
      currentUser(request).companyId === id ? await replaceRentalPlaces(app.db, id, request.body) : undefined;
    if (!places) throw notFound("Company", id);
    return { companyId: id, ...places };
  });
}
