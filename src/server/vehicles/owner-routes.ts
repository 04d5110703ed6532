import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { archiveBody, deletedVehicle, vehicle, vehicleBody, vehicleParams } from "../../domain/contracts/vehicles";
import { OWN_IMAGE_PREFIX } from "../../domain/images";
import { currentCompanyId, currentUser, guard } from "../auth/guard";
import { forbidden, invalid } from "../errors";
import { assertCanManageVehicle, vehicleNotFound } from "./access";
import { IMAGE_BODY_LIMIT, type ImageUploadBudget } from "./image-uploads";
import {
  deletedVehicleDetails,
  deleteVehicle,
  findVehicle,
  insertVehicle,
  isArchivedByAdmin,
  listCompanyVehicles,
  setVehicleArchived,
  updateVehicle,
} from "./queries";

export const ARCHIVED_BY_ADMIN = "An administrator archived this vehicle; only an administrator can restore it";

/**
 * A company user always adds to their own company (sending another company's id is refused); an
 * admin, who has no company, names the company in the body.
 */
function companyForNewVehicle(request: FastifyRequest, bodyCompanyId: number | undefined): number {
  const user = currentUser(request);
  if (user.isAdmin && user.companyId === null && bodyCompanyId !== undefined) return bodyCompanyId;
  const companyId = currentCompanyId(request);
  if (bodyCompanyId !== undefined && bodyCompanyId !== companyId) {
    throw forbidden("You can only add vehicles to your own company");
  }
  return companyId;
}

/** Stored images may only be kept by the vehicle that owns them, never borrowed from another one. */
function assertImageBelongs(image: string | null | undefined, currentImage: string | null): void {
  if (image?.startsWith(OWN_IMAGE_PREFIX) && image.replace(/\?.*$/, "") !== currentImage) {
    throw invalid("image", "Image must be an uploaded image file or an https URL");
  }
}

/**
 * A company's fleet: its own users manage it, and so do admins. Which vehicle a user may touch is
 * decided per vehicle (assertCanManageVehicle); the guard only keeps visitors out.
 */
export async function ownerVehicleRoutes(app: FastifyInstance, options: { chargeImageUpload: ImageUploadBudget }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard("user");

  r.get(
    "/api/company/vehicles",
    {
      onRequest: guard("company"),
      schema: {
        tags: ["company"],
        summary: "The logged-in company's vehicles, archived ones included",
        response: { 200: z.array(vehicle) },
      },
    },
    async (request) => listCompanyVehicles(app.db, currentCompanyId(request)),
  );

  r.post(
    "/api/vehicles",
    {
      onRequest,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags: ["vehicles"],
        summary: "Add a vehicle to the company's fleet (image: data URL or https URL)",
        body: vehicleBody,
        response: { 201: vehicle },
      },
    },
    async (request, reply) => {
      const { companyId: bodyCompanyId, ...data } = request.body;
      const companyId = companyForNewVehicle(request, bodyCompanyId);
      assertImageBelongs(data.image, null);
      await options.chargeImageUpload(currentUser(request).id, data.image);
      return reply.code(201).send(await insertVehicle(app.db, companyId, data));
    },
  );

  r.patch(
    "/api/vehicles/:id",
    {
      onRequest,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags: ["vehicles"],
        summary: "Update a vehicle (the same fields as create; image left out keeps the current one)",
        params: vehicleParams,
        body: vehicleBody,
        response: { 200: vehicle },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertCanManageVehicle(app.db, request, id);
      const { companyId: _companyId, ...data } = request.body;
      const current = await findVehicle(app.db, id);
      if (!current) throw vehicleNotFound(id);
      assertImageBelongs(data.image, current.image);
      await options.chargeImageUpload(currentUser(request).id, data.image);
      const updated = await updateVehicle(app.db, id, data);
      if (!updated) throw vehicleNotFound(id);
      return updated;
    },
  );

  r.delete(
    "/api/vehicles/:id",
    {
      onRequest,
      schema: {
        tags: ["vehicles"],
        summary: "Delete a vehicle permanently with its bookings, reviews, unavailability periods and image",
        params: vehicleParams,
        response: { 200: deletedVehicle },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertCanManageVehicle(app.db, request, id);
      const removed = await deleteVehicle(app.db, id);
      if (!removed) throw vehicleNotFound(id);
      return { message: "Vehicle deleted", details: deletedVehicleDetails(removed), removed };
    },
  );

  r.patch(
    "/api/vehicles/:id/archive",
    {
      onRequest,
      schema: {
        tags: ["vehicles"],
        summary: "Archive or unarchive a vehicle (admins, and the vehicle's own company)",
        params: vehicleParams,
        body: archiveBody,
        response: { 200: vehicle },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertCanManageVehicle(app.db, request, id);
      const byAdmin = currentUser(request).isAdmin;
      if (!byAdmin && !request.body.isArchived && (await isArchivedByAdmin(app.db, id))) {
        throw forbidden(ARCHIVED_BY_ADMIN);
      }
      const archived = await setVehicleArchived(app.db, id, request.body.isArchived, byAdmin);
      if (!archived) throw vehicleNotFound(id);
      return archived;
    },
  );
}
