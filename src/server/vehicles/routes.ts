import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { vehicleSchema } from "../../domain/vehicle-schema";
import { requireCompanyId, requireUser } from "../auth/plugin";
import { forbidden, invalid } from "../errors";
import { assertCanManageVehicle, vehicleNotFound } from "./access";
import {
  deletedVehicleDetails,
  deleteVehicle,
  findVehicle,
  insertVehicle,
  listCompanyVehicles,
  updateVehicle,
} from "./queries";
import { vehicleResponse } from "./vehicle-response";

const vehicleParams = z.object({ id: z.coerce.number().int().positive() });
/** Spec §7 sends companyId with the vehicle; the server decides the company itself (see below). */
const vehicleBody = vehicleSchema.extend({ companyId: z.coerce.number().int().positive().optional() });

const deleteResponse = z.object({
  message: z.string(),
  details: z.string(),
  removed: z.object({
    bookings: z.number(),
    reviews: z.number(),
    unavailabilityPeriods: z.number(),
    images: z.number(),
  }),
});

/**
 * A company user always adds to their own company (sending another company's id is refused); an
 * admin, who has no company, names the company in the body.
 */
function companyForNewVehicle(request: FastifyRequest, bodyCompanyId: number | undefined): number {
  const user = requireUser(request);
  if (user.isAdmin && user.companyId === null && bodyCompanyId !== undefined) return bodyCompanyId;
  const companyId = requireCompanyId(request);
  if (bodyCompanyId !== undefined && bodyCompanyId !== companyId) {
    throw forbidden("You can only add vehicles to your own company");
  }
  return companyId;
}

/** Stored images may only be kept by the vehicle that owns them, never borrowed from another one. */
function assertImageBelongs(image: string | null | undefined, currentImage: string | null): void {
  if (image?.startsWith("/api/images/") && image.replace(/\?.*$/, "") !== currentImage) {
    throw invalid("image", "Image must be an uploaded image file or an https URL");
  }
}

export async function vehicleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Visitors get 401 before their body is even looked at.
  app.addHook("preValidation", async (request) => {
    requireUser(request);
  });

  r.get(
    "/api/company/vehicles",
    {
      schema: {
        tags: ["company"],
        summary: "The logged-in company's vehicles, archived ones included",
        response: { 200: z.array(vehicleResponse) },
      },
    },
    async (request) => listCompanyVehicles(app.db, requireCompanyId(request)),
  );

  r.post(
    "/api/vehicles",
    {
      schema: {
        tags: ["vehicles"],
        summary: "Add a vehicle to the company's fleet (image: data URL or https URL)",
        body: vehicleBody,
        response: { 201: vehicleResponse },
      },
    },
    async (request, reply) => {
      const { companyId: bodyCompanyId, ...data } = request.body;
      const companyId = companyForNewVehicle(request, bodyCompanyId);
      assertImageBelongs(data.image, null);
      const vehicle = await insertVehicle(app.db, companyId, data);
      return reply.code(201).send(vehicle);
    },
  );

  r.patch(
    "/api/vehicles/:id",
    {
      schema: {
        tags: ["vehicles"],
        summary: "Update a vehicle (the same fields as create; image left out keeps the current one)",
        params: vehicleParams,
        body: vehicleBody,
        response: { 200: vehicleResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertCanManageVehicle(app.db, request, id);
      const { companyId: _companyId, ...data } = request.body;
      const current = await findVehicle(app.db, id);
      if (!current) throw vehicleNotFound(id);
      assertImageBelongs(data.image, current.image);
      const vehicle = await updateVehicle(app.db, id, data);
      if (!vehicle) throw vehicleNotFound(id);
      return vehicle;
    },
  );

  r.delete(
    "/api/vehicles/:id",
    {
      schema: {
        tags: ["vehicles"],
        summary: "Delete a vehicle permanently with its bookings, reviews, unavailability periods and image",
        params: vehicleParams,
        response: { 200: deleteResponse },
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
}
