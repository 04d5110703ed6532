import type { FastifyInstance } from "fastify";
import { vehicleEndpoints } from "../../domain/contracts/vehicles/endpoints";
import { route } from "../api/route";
import { notFound } from "../errors";
import { parseAdminVehicleEdit } from "./admin-vehicle-edit";
import { IMAGE_BODY_LIMIT, type ImageUploadBudget } from "./image-uploads";
import { findVehicle, listAllVehicles, updateVehicle } from "./queries";

/** The admin Vehicles screen: every fleet, with inline edits. */
export async function adminVehicleRoutes(app: FastifyInstance, options: { chargeImageUpload: ImageUploadBudget }) {
  route(app, vehicleEndpoints.listAll, {}, async () => listAllVehicles(app.db));

  // The body is checked in the handler: the rules depend on the vehicle's current expiry dates.
  const imageRoute = { bodyLimit: IMAGE_BODY_LIMIT, beforeBody: options.chargeImageUpload.beforeBody };
  route(app, vehicleEndpoints.adminEdit, imageRoute, async (request) => {
    const { id } = request.params;
    const current = await findVehicle(app.db, id);
    if (!current) throw notFound("Vehicle", id);
    const edit = parseAdminVehicleEdit(request.body, current);
    await options.chargeImageUpload.afterBody(request, edit.image);
    const updated = await updateVehicle(app.db, id, edit);
    if (!updated) throw notFound("Vehicle", id);
    return updated;
  });

  route(app, vehicleEndpoints.updateType, {}, async (request) => {
    const updated = await updateVehicle(app.db, request.params.id, { type: request.body.type });
    if (!updated) throw notFound("Vehicle", request.params.id);
    return updated;
  });
}
