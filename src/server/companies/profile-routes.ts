import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { companyProfile, companyProfileBody } from "../../domain/contracts/companies";
import { COMPANY_ID_NOT_FOUND, currentCompanyId, guard } from "../auth/guard";
import { notFound } from "../errors";
import { findCompanyProfile, updateCompanyProfile } from "./queries";

const companyNotFound = () => notFound(COMPANY_ID_NOT_FOUND);

/** The company Profile screen: the logged-in user's own company. */
export async function companyProfileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard("company");

  r.get(
    "/api/company/profile",
    {
      onRequest,
      schema: {
        tags: ["company"],
        summary: "The logged-in user's company profile",
        response: { 200: companyProfile },
      },
    },
    async (request) => {
      const profile = await findCompanyProfile(app.db, currentCompanyId(request));
      if (!profile) throw companyNotFound();
      return profile;
    },
  );

  r.patch(
    "/api/company/profile",
    {
      onRequest,
      schema: {
        tags: ["company"],
        summary: "Update the logged-in user's company profile (the country stays Dominica)",
        body: companyProfileBody,
        response: { 200: companyProfile },
      },
    },
    async (request) => {
      const profile = await updateCompanyProfile(app.db, currentCompanyId(request), request.body);
      if (!profile) throw companyNotFound();
      return profile;
    },
  );
}
