import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { vehicleSchema } from "../../domain/vehicle-schema";
import { toUserResponse, userResponse } from "../accounts/user-response";
import { requireAdmin } from "../auth/plugin";
import { conflict, notFound } from "../errors";
import { assertCanManageVehicle, vehicleNotFound } from "../vehicles/access";
import { findVehicle, setVehicleArchived, updateVehicle } from "../vehicles/queries";
import { vehicleResponse } from "../vehicles/vehicle-response";
import {
  deleteCompany,
  type findAdminUser,
  listAdminCompanies,
  listAdminUsers,
  listAllVehicles,
  updateCompanyFlags,
  updateUserFlags,
} from "./queries";
import { parseAdminVehicleEdit } from "./vehicle-edit";

const idParams = z.object({ id: z.coerce.number().int().positive() });

const adminCompanyResponse = z.object({
  id: z.number(),
  name: z.string(),
  contactFullName: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  rating: z.number().nullable(),
  isLandingPageEnabled: z.boolean(),
  isArchived: z.boolean(),
  vehicleCount: z.number(),
  /** The company's account; null only for a company whose users were all removed. */
  userId: z.number().nullable(),
  username: z.string().nullable(),
  isActive: z.boolean().nullable(),
  isFeatured: z.boolean().nullable(),
});

const adminUserResponse = userResponse.extend({
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  vehicleCount: z.number(),
});

const companyFlags = z
  .object({ isLandingPageEnabled: z.boolean().optional(), isArchived: z.boolean().optional() })
  .refine((flags) => flags.isLandingPageEnabled !== undefined || flags.isArchived !== undefined, {
    message: "Send isLandingPageEnabled or isArchived",
  });

const userFlags = z
  .object({ isActive: z.boolean().optional(), isFeatured: z.boolean().optional() })
  .refine((flags) => flags.isActive !== undefined || flags.isFeatured !== undefined, {
    message: "Send isActive or isFeatured",
  });

const deletedCompanyResponse = z.object({
  message: z.string(),
  details: z.object({
    users: z.number(),
    vehicles: z.number(),
    bookings: z.number(),
    reviews: z.number(),
    unavailabilityPeriods: z.number(),
    images: z.number(),
  }),
});

const companyNotFound = (id: number) => notFound(`Company ID ${id} not found`);
const userNotFound = (id: number) => notFound(`User ID ${id} not found`);

type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;
const toAdminUser = (row: AdminUserRow) => ({
  ...toUserResponse(row.user),
  company: row.company,
  vehicleCount: row.company ? row.vehicleCount : 0,
});

/** Spec §2 admin screens and §7 admin calls. Every route is admin-only except archiving, which owners may do too. */
export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];
  // Checked before the body is validated, so a visitor gets 401 and a company user 403 whatever they send.
  const onRequest = async (request: FastifyRequest) => {
    requireAdmin(request);
  };

  r.get(
    "/api/companies/all",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every company, archived ones included, with its account flags and fleet size",
        response: { 200: z.array(adminCompanyResponse) },
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
        params: idParams,
        body: companyFlags,
        response: { 200: adminCompanyResponse },
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
        params: idParams,
        response: { 200: deletedCompanyResponse },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      if (admin.companyId === request.params.id) {
        throw conflict("You cannot delete the company of your own account");
      }
      const details = await deleteCompany(app.db, request.params.id);
      if (!details) throw companyNotFound(request.params.id);
      return { message: "Company successfully deleted", details };
    },
  );

  r.get(
    "/api/admin/users",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every user with their company and its fleet size",
        response: { 200: z.array(adminUserResponse) },
      },
    },
    async () => (await listAdminUsers(app.db)).map(toAdminUser),
  );

  r.patch(
    "/api/admin/users/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Activate, deactivate, feature or unfeature a user (deactivating ends their sessions)",
        params: idParams,
        body: userFlags,
        response: { 200: adminUserResponse },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      if (admin.id === request.params.id && request.body.isActive === false) {
        throw conflict("You cannot deactivate your own account");
      }
      const user = await updateUserFlags(app.db, request.params.id, request.body);
      if (!user) throw userNotFound(request.params.id);
      return toAdminUser(user);
    },
  );

  r.get(
    "/api/admin/vehicles",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every vehicle, archived ones included, with its company",
        response: { 200: z.array(vehicleResponse) },
      },
    },
    async () => listAllVehicles(app.db),
  );

  r.patch(
    "/api/admin/vehicles/:id",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Edit a vehicle's fields (only those sent; company, createdAt and updatedAt are ignored; an unchanged past expiry date is kept)",
        params: idParams,
        // Validated in the handler: the rules depend on the vehicle's current expiry dates.
        body: z.record(z.string(), z.unknown()),
        response: { 200: vehicleResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await findVehicle(app.db, id);
      if (!current) throw vehicleNotFound(id);
      const vehicle = await updateVehicle(app.db, id, parseAdminVehicleEdit(request.body, current));
      if (!vehicle) throw vehicleNotFound(id);
      return vehicle;
    },
  );

  r.patch(
    "/api/admin/vehicles/:id/type",
    {
      onRequest,
      schema: {
        tags,
        summary: "Change only a vehicle's type",
        params: idParams,
        body: vehicleSchema.pick({ type: true }),
        response: { 200: vehicleResponse },
      },
    },
    async (request) => {
      const vehicle = await updateVehicle(app.db, request.params.id, { type: request.body.type });
      if (!vehicle) throw vehicleNotFound(request.params.id);
      return vehicle;
    },
  );

  r.patch(
    "/api/vehicles/:id/archive",
    {
      schema: {
        tags: ["vehicles"],
        summary: "Archive or unarchive a vehicle (admins, and the vehicle's own company)",
        params: idParams,
        body: z.object({ isArchived: z.boolean({ error: "isArchived must be true or false" }) }),
        response: { 200: vehicleResponse },
      },
    },
    async (request) => {
      await assertCanManageVehicle(app.db, request, request.params.id);
      const vehicle = await setVehicleArchived(app.db, request.params.id, request.body.isArchived);
      if (!vehicle) throw vehicleNotFound(request.params.id);
      return vehicle;
    },
  );
}
