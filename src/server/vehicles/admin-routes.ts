import type { FastifyInstance } from "fastify";
import { vehicleEndpoints } from "../../domain/contracts/vehicles/endpoints";
import type { VehicleData } from "../../domain/contracts/vehicles/vehicle-schema";
import { auditedChange } from "../admin-audit/audited-change";
import { route } from "../api/route";
import { notFound } from "../errors";
import { parseAdminVehicleEdit } from "./admin-vehicle-edit";
import { IMAGE_BODY_LIMIT, type ImageUploadBudget } from "./image-uploads";
import { findVehicle, listAllVehicles, updateVehicle } from "./queries";

/** The admin Vehicles screen: every fleet, with inline edits. */
export async function adminVehicleRoutes(app: FastifyInstance, options: { chargeImageUpload: ImageUploadBudget }) {
  route(app, vehicleEndpoints.listAll, {}, async () => listAllVehicles(app.db));

  /** An admin's edit of a vehicle, with its audit entry, in one transaction. */
  const editVehicle = (
    request: Parameters<typeof auditedChange>[1],
    id: number,
    edit: Partial<VehicleData>,
    action: "vehicle-edited" | "vehicle-type-changed",
  ) =>
    auditedChange(app.db, request, { action, targetKind: "vehicle", targetId: id }, async (tx) => {
      const before = await findVehicle(tx, id);
      const after = before && (await updateVehicle(tx, id, edit));
      return after && { result: after, before, after };
    });

  // The body is checked in the handler: the rules depend on the vehicle's current expiry dates.
  const imageRoute = { bodyLimit: IMAGE_BODY_LIMIT, beforeBody: options.chargeImageUpload.beforeBody };
  route(app, vehicleEndpoints.adminEdit, imageRoute, async (request) => {
    const { id } = request.params;
    const current = await findVehicle(app.db, id);
    if (!current) throw notFound("Vehicle", id);
    const edit = parseAdminVehicleEdit(request.body, current);
    await options.chargeImageUpload.afterBody(request, edit.image);
    const updated = await editVehicle(request, id, edit, "vehicle-edited");
    if (!updated) throw notFound("Vehicle", id);
    return updated;
  });

  route(app, vehicleEndpoints.updateType, {}, async (request) => {
    const updated = await editVehicle(request, request.params.id, { type: request.body.type }, "vehicle-type-changed");
    if (!updated) throw notFound("Vehicle", request.params.id);
    return updated;
  });
}
