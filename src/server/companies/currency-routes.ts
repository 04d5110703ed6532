import type { FastifyInstance } from "fastify";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { route } from "../api/route";
import { currentUser } from "../auth/guard";
import { notFound } from "../errors";
import { changeCurrency, previewCurrencyChange } from "./change-currency";

/**
 * A company's currency (docs/product-rules.md, "Prices"): its own users preview and make the
 * change; another company hears 404, as for a missing one.
 */
export async function currencyRoutes(app: FastifyInstance) {
  route(app, companyEndpoints.previewCurrencyChange, {}, async (request) => {
    const { id } = request.params;
    const preview =
      currentUser(request).companyId === id
        ? await previewCurrencyChange(app.db, id, request.query.currency)
        : undefined;
    if (!preview) throw notFound("Company", id);
    return preview;
  });

  route(app, companyEndpoints.changeCurrency, {}, async (request) => {
    const { id } = request.params;
    const changed = currentUser(request).companyId === id ? await changeCurrency(app.db, id, request.body) : undefined;
    if (!changed) throw notFound("Company", id);
    return changed;
  });
}
