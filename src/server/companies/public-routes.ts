import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { companyParams, publicCompany } from "../../domain/contracts/companies";
import { cachedAnswerConfig, cachedAnswerHeaders } from "../catalogue/plugin";
import { notFound } from "../errors";
import { COMPANY_NOT_FOUND, findPublicCompany, listPublicCompanies } from "./queries";

/** Public calls: approved, unarchived companies only (docs/product-rules.md, "What is listed"). */
export async function publicCompanyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["marketplace"];

  r.get(
    "/api/companies",
    {
      config: cachedAnswerConfig,
      schema: {
        tags,
        summary: "Public companies with their landing page on, featured first",
        response: { 200: z.array(publicCompany).meta({ headers: cachedAnswerHeaders }) },
      },
    },
    async (request, reply) =>
      app.catalogue.serve(request, reply, undefined, async () => ({
        json: JSON.stringify(await listPublicCompanies(app.db)),
      })),
  );

  r.get(
    "/api/companies/:id",
    {
      config: cachedAnswerConfig,
      schema: {
        tags,
        summary: "One public company",
        params: companyParams,
        response: { 200: publicCompany.meta({ headers: cachedAnswerHeaders }) },
      },
    },
    async (request, reply) =>
      app.catalogue.serve(request, reply, undefined, async () => {
        const company = await findPublicCompany(app.db, request.params.id);
        if (!company) throw notFound(COMPANY_NOT_FOUND);
        return { json: JSON.stringify(company) };
      }),
  );
}
