import type { FastifyInstance } from "fastify";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { route } from "../api/route";
import { currentUser, isActiveAdmin } from "../auth/guard";
import { notFound } from "../errors";
import { findDriverAndCancellationTerms, updateDriverAndCancellationTerms } from "./driver-and-cancellation-terms";

/**
 * A company's driver terms and cancellation policy (docs/product-rules.md, "Drivers", "Cancellation
 * policy"): its own users read and set them, an admin reads them; another company hears 404, as for
 * a missing one. The public reads them with the rental terms.
 */
export async function driverAndCancellationTermsRoutes(app: FastifyInstance) {
  route(app, companyEndpoints.getDriverAndCancellationTerms, {}, async (request) => {
    const { id } = request.params;
    const user = currentUser(request);
    const terms =
      user.companyId === id || isActiveAdmin(user) ? await findDriverAndCancellationTerms(app.db, id) : undefined;
    if (!terms) throw notFound("Company", id);
    return terms;
  });

  route(app, companyEndpoints.updateDriverAndCancellationTerms, {}, async (request) => {
    const { id } = request.params;
    const terms =
      currentUser(request).companyId === id
        ? await updateDriverAndCancellationTerms(app.db, id, request.body)
        : undefined;
    if (!terms) throw notFound("Company", id);
    return terms;
  });
}
