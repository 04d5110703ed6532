import type { FastifyInstance } from "fastify";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { setupChecklist } from "../../domain/setup-checklist";
import { route } from "../api/route";
import { currentCompanyId } from "../auth/guard";
import { notFound } from "../errors";
import { findCompanyProfile, updateCompanyProfile } from "./queries";
import { findSetupFacts } from "./setup-facts";

/** The company Profile screen and the Dashboard's first-run checklist: the logged-in user's own company. */
export async function companyProfileRoutes(app: FastifyInstance) {
  route(app, companyEndpoints.getProfile, {}, async (request) => {
    const profile = await findCompanyProfile(app.db, currentCompanyId(request));
    if (!profile) throw notFound("Company ID");
    return profile;
  });

  route(app, companyEndpoints.updateProfile, {}, async (request) => {
    const profile = await updateCompanyProfile(app.db, currentCompanyId(request), request.body);
    if (!profile) throw notFound("Company ID");
    return profile;
  });

  route(app, companyEndpoints.getSetupChecklist, {}, async (request) => {
    const facts = await findSetupFacts(app.db, currentCompanyId(request));
    if (!facts) throw notFound("Company ID");
    return { steps: setupChecklist(facts) };
  });
}
