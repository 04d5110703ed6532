import type { FastifyInstance } from "fastify";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { route } from "../api/route";
import { cachedAnswerConfig } from "../catalogue/plugin";
import { notFound } from "../errors";
import { findPublicCompany, listPublicCompanies } from "./queries";
import { findRentalTerms } from "./rental-terms";

/** Public calls: approved, unarchived companies only (docs/product-rules.md, "What is listed"). */
export async function publicCompanyRoutes(app: FastifyInstance) {
  route(app, companyEndpoints.listPublic, { config: cachedAnswerConfig }, async (request, reply) =>
    app.catalogue.serve(request, reply, undefined, async () => ({
      json: JSON.stringify(await listPublicCompanies(app.db)),
    })),
  );

  route(app, companyEndpoints.getPublic, { config: cachedAnswerConfig }, async (request, reply) =>
    app.catalogue.serve(request, reply, undefined, async () => {
      const company = await findPublicCompany(app.db, request.params.id);
      if (!company) throw notFound("Company");
      return { json: JSON.stringify(company) };
    }),
  );

  // Every change to a company moves the catalogue's version, so the cached terms never outlive an edit.
  route(app, companyEndpoints.getRentalTerms, { config: cachedAnswerConfig }, async (request, reply) =>
    app.catalogue.serve(request, reply, undefined, async () => {
      const terms = await findRentalTerms(app.db, request.params.id, { publicOnly: true });
      if (!terms) throw notFound("Company");
      return { json: JSON.stringify(terms) };
    }),
  );
}
