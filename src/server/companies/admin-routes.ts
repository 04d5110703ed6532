import type { FastifyInstance } from "fastify";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { auditedChange } from "../admin-audit/audited-change";
import { route } from "../api/route";
import { currentUser } from "../auth/guard";
import { conflict, notFound } from "../errors";
import { findCompanyDetail } from "./company-detail";
import { deleteCompany } from "./delete-company";
import { findAdminCompany, listAdminCompanies, updateCompanyFlags } from "./queries";

/** The admin Companies screen and a company's detail page: vet, archive and delete companies. */
export async function adminCompanyRoutes(app: FastifyInstance) {
  route(app, companyEndpoints.listAll, {}, async () => listAdminCompanies(app.db));

  route(app, companyEndpoints.getDetail, {}, async (request) => {
    const detail = await findCompanyDetail(app.db, request.params.id);
    if (!detail) throw notFound("Company", request.params.id);
    return detail;
  });

  route(app, companyEndpoints.updateFlags, {}, async (request) => {
    const { id } = request.params;
    const what = { action: "company-updated", targetKind: "company", targetId: id } as const;
    const company = await auditedChange(app.db, request, what, async (tx) => {
      const before = await findAdminCompany(tx, id);
      const after = before && (await updateCompanyFlags(tx, id, request.body));
      return after && { result: after, before, after };
    });
    if (!company) throw notFound("Company", id);
    return company;
  });

  route(app, companyEndpoints.delete, {}, async (request) => {
    const { id } = request.params;
    if (currentUser(request).companyId === id) {
      throw conflict("You cannot delete the company of your own account");
    }
    const what = { action: "company-deleted", targetKind: "company", targetId: id } as const;
    const details = await auditedChange(app.db, request, what, async (tx) => {
      const before = await findAdminCompany(tx, id);
      const deleted = before && (await deleteCompany(tx, id));
      return deleted && { result: deleted, before, after: null };
    });
    if (!details) throw notFound("Company", id);
    return { message: "Company successfully deleted", details };
  });
}
