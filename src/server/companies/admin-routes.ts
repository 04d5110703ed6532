import type { FastifyInstance } from "fastify";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { route } from "../api/route";
import { currentUser } from "../auth/guard";
import { conflict, notFound } from "../errors";
import { deleteCompany } from "./delete-company";
import { listAdminCompanies, updateCompanyFlags } from "./queries";

/** The admin Companies screen: vet, archive and delete companies. */
export async function adminCompanyRoutes(app: FastifyInstance) {
  route(app, companyEndpoints.listAll, {}, async () => listAdminCompanies(app.db));

  route(app, companyEndpoints.updateFlags, {}, async (request) => {
    const company = await updateCompanyFlags(app.db, request.params.id, request.body);
    if (!company) throw notFound("Company", request.params.id);
    return company;
  });

  route(app, companyEndpoints.delete, {}, async (request) => {
    if (currentUser(request).companyId === request.params.id) {
      throw conflict("You cannot delete the company of your own account");
    }
    const details = await deleteCompany(app.db, request.params.id);
    if (!details) throw notFound("Company", request.params.id);
    return { message: "Company successfully deleted", details };
  });
}
