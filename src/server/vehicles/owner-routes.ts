import type { FastifyInstance, FastifyRequest } from "fastify";
import { vehicleEndpoints } from "../../domain/contracts/vehicles/endpoints";
import { GALLERY_FULL, GALLERY_MAX_PHOTOS, OWN_IMAGE_PREFIX } from "../../domain/images";
import { route } from "../api/route";
import { currentCompanyId, currentUser, isActiveAdmin } from "../auth/guard";
import { conflict, forbidden, invalid, notFound } from "../errors";
import { decodeDataUrl, processImage } from "../images/process-image";
import { IMAGE_NOT_ACCEPTED } from "../images/queries";
import { assertCanManageVehicle } from "./access";
import { archiveVehicle } from "./archive-vehicle";
import { addVehicleImage, orderVehicleImages, removeVehicleImage } from "./gallery";
import { findVehicleDetail, galleryImageIds } from "./gallery-queries";
import { IMAGE_BODY_LIMIT, type ImageUploadBudget } from "./image-uploads";
import {
  deletedVehicleDetails,
  deleteVehicle,
  findVehicle,
  insertVehicle,
  isArchivedByAdmin,
  listCompanyVehicles,
  updateVehicle,
} from "./queries";

export const ARCHIVED_BY_ADMIN = "An administrator archived this vehicle; only an administrator can restore it";

/**
 * A company user always adds to their own company (sending another company's id is refused); an
 * admin, who has no company, names the company in the body.
 */
function companyForNewVehicle(request: FastifyRequest, bodyCompanyId: number | undefined): number {
  const user = currentUser(request);
  if (isActiveAdmin(user) && user.companyId === null && bodyCompanyId !== undefined) return bodyCompanyId;
  const companyId = currentCompanyId(request);
  if (bodyCompanyId !== undefined && bodyCompanyId !== companyId) {
    throw forbidden("You can only add vehicles to your own company");
  }
  return companyId;
}

/** Stored images may only be kept by the vehicle that owns them, never borrowed from another one. */
function assertImageBelongs(image: string | null | undefined, currentImage: string | null): void {
  if (image?.startsWith(OWN_IMAGE_PREFIX) && image.replace(/\?.*$/, "") !== currentImage) {
    throw invalid("image", IMAGE_NOT_ACCEPTED);
  }
}

/**
 * A company's fleet: its own users manage it, and so do admins. Which vehicle a user may touch is
 * decided per vehicle (assertCanManageVehicle); the guard only keeps visitors out.
 */
export async function ownerVehicleRoutes(app: FastifyInstance, options: { chargeImageUpload: ImageUploadBudget }) {
  route(app, vehicleEndpoints.listOwn, {}, async (request) => listCompanyVehicles(app.db, currentCompanyId(request)));

  const imageRoute = { bodyLimit: IMAGE_BODY_LIMIT, beforeBody: options.chargeImageUpload.beforeBody };
  route(app, vehicleEndpoints.create, imageRoute, async (request, reply) => {
    const { companyId: bodyCompanyId, ...data } = request.body;
    const companyId = companyForNewVehicle(request, bodyCompanyId);
    assertImageBelongs(data.image, null);
    await options.chargeImageUpload.afterBody(request, data.image);
    return reply.code(201).send(await insertVehicle(app.db, companyId, data));
  });

  route(app, vehicleEndpoints.update, imageRoute, async (request) => {
    const { id } = request.params;
    await assertCanManageVehicle(app.db, request, id);
    const { companyId: _companyId, ...data } = request.body;
    const current = await findVehicle(app.db, id);
    if (!current) throw notFound("Vehicle", id);
    assertImageBelongs(data.image, current.image);
    await options.chargeImageUpload.afterBody(request, data.image);
    const updated = await updateVehicle(app.db, id, data);
    if (!updated) throw notFound("Vehicle", id);
    return updated;
  });

  route(app, vehicleEndpoints.delete, {}, async (request) => {
    const { id } = request.params;
    await assertCanManageVehicle(app.db, request, id);
    const removed = await deleteVehicle(app.db, id);
    if (!removed) throw notFound("Vehicle", id);
    return { message: "Vehicle deleted", details: deletedVehicleDetails(removed), removed };
  });

  route(app, vehicleEndpoints.archive, {}, async (request) => {
    const { id } = request.params;
    await assertCanManageVehicle(app.db, request, id);
    const byAdmin = isActiveAdmin(currentUser(request));
    if (!byAdmin && !request.body.isArchived && (await isArchivedByAdmin(app.db, id))) {
      throw forbidden(ARCHIVED_BY_ADMIN);
    }
    const archived = await archiveVehicle(
      app.db,
      { id, isArchived: request.body.isArchived, byAdmin },
      { publicUrl: app.publicUrl, mail: app.mail },
    );
    if (!archived) throw notFound("Vehicle", id);
    return archived;
  });

  // The gallery (docs/decisions/vehicle-galleries.md): each write answers the vehicle as
  // GET /api/vehicles/{id} does, with its photos in their new order.
  const detailOf = async (id: number) => {
    const detail = await findVehicleDetail(app.db, id);
    if (!detail) throw notFound("Vehicle", id);
    return detail;
  };

  route(app, vehicleEndpoints.addImage, imageRoute, async (request, reply) => {
    const { id } = request.params;
    await assertCanManageVehicle(app.db, request, id);
    // Refused before the upload is decoded; checked again in the transaction that adds it.
    if ((await galleryImageIds(app.db, id)).length >= GALLERY_MAX_PHOTOS) throw conflict(GALLERY_FULL);
    await options.chargeImageUpload.afterBody(request, request.body.image);
    const image = await processImage(decodeDataUrl(request.body.image));
    await addVehicleImage(app.db, id, image);
    return reply.code(201).send(await detailOf(id));
  });

  route(app, vehicleEndpoints.removeImage, {}, async (request) => {
    const { id, imageId } = request.params;
    await assertCanManageVehicle(app.db, request, id);
    await removeVehicleImage(app.db, id, imageId);
    return detailOf(id);
  });

  route(app, vehicleEndpoints.orderImages, {}, async (request) => {
    const { id } = request.params;
    await assertCanManageVehicle(app.db, request, id);
    await orderVehicleImages(app.db, id, request.body.ids);
    return detailOf(id);
  });
}
