import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminCompany, companyFlagsBody, companyParams, deletedCompany } from "../../domain/contracts/companies";
import { currentUser, guard } from "../auth/guard";
import { conflict, notFound } from "../errors";
import { deleteCompany } from "./delete-company";
import { listAdminCompanies, updateCompanyFlags } from "./queries";

const companyNotFound = (id: number) => notFound(`Company ID ${id} not found`);

/** The admin Companies screen: vet, archive and delete companies. */
export async function adminCompanyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];
  const onRequest = guard("admin");

  r.get(
    "/api/companies/all",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every company, archived ones included, with its account flags and fleet size",
        response: { 200: z.array(adminCompany) },
      },
    },
    async () => listAdminCompanies(app.db),
  );

  r.patch(
    "/api/companies/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Enable or disable a company's landing page, archive or restore it",
        params: companyParams,
        body: companyFlagsBody,
        response: { 200: adminCompany },
      },
    },
    async (request) => {
      const company = await updateCompanyFlags(app.db, request.params.id, request.body);
      if (!company) throw companyNotFound(request.params.id);
      return company;
    },
  );

  r.delete(
    "/api/admin/companies/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Permanently delete a company with its users, vehicles, bookings, reviews, periods and images",
        params: companyParams,
        response: { 200: deletedCompany },
      },
    },
    async (request) => {
      if (currentUser(request).companyId === request.params.id) {
        throw conflict("You cannot delete the company of your own account");
      }
      const details = await deleteCompany(app.db, request.params.id);
      if (!details) throw companyNotFound(request.params.id);
      return { message: "Company successfully deleted", details };
    },
  );
}
