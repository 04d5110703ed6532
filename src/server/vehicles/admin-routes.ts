import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminVehicleEditBody, vehicle, vehicleParams, vehicleTypeBody } from "../../domain/contracts/vehicles";
import { currentUser, guard } from "../auth/guard";
import { vehicleNotFound } from "./access";
import { parseAdminVehicleEdit } from "./admin-vehicle-edit";
import { IMAGE_BODY_LIMIT, type ImageUploadBudget } from "./image-uploads";
import { findVehicle, listAllVehicles, updateVehicle } from "./queries";

/** The admin Vehicles screen: every fleet, with inline edits. */
export async function adminVehicleRoutes(app: FastifyInstance, options: { chargeImageUpload: ImageUploadBudget }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];
  const onRequest = guard("admin");

  r.get(
    "/api/admin/vehicles",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every vehicle, archived ones included, with its company",
        response: { 200: z.array(vehicle) },
      },
    },
    async () => listAllVehicles(app.db),
  );

  r.patch(
    "/api/admin/vehicles/:id",
    {
      onRequest,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Edit a vehicle's fields (only those sent; company, createdAt and updatedAt are ignored; an unchanged past expiry date is kept)",
        params: vehicleParams,
        // Validated in the handler: the rules depend on the vehicle's current expiry dates.
        body: adminVehicleEditBody,
        response: { 200: vehicle },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await findVehicle(app.db, id);
      if (!current) throw vehicleNotFound(id);
      const edit = parseAdminVehicleEdit(request.body, current);
      await options.chargeImageUpload(currentUser(request).id, edit.image);
      const updated = await updateVehicle(app.db, id, edit);
      if (!updated) throw vehicleNotFound(id);
      return updated;
    },
  );

  r.patch(
    "/api/admin/vehicles/:id/type",
    {
      onRequest,
      schema: {
        tags,
        summary: "Change only a vehicle's type",
        params: vehicleParams,
        body: vehicleTypeBody,
        response: { 200: vehicle },
      },
    },
    async (request) => {
      const updated = await updateVehicle(app.db, request.params.id, { type: request.body.type });
      if (!updated) throw vehicleNotFound(request.params.id);
      return updated;
    },
  );
}
