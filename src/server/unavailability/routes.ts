import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { newUnavailabilitySchema } from "../../domain/unavailability-schema";
import { requireUser } from "../auth/plugin";
import { invalid, notFound } from "../errors";
import { assertCanManageVehicle } from "../vehicles/access";
import { deleteUnavailability, insertUnavailability, listVehicleUnavailability } from "./queries";

export const periodResponse = z.object({
  id: z.number(),
  vehicleId: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string().nullable(),
});

const vehicleParams = z.object({ id: z.coerce.number().int().positive() });

export async function unavailabilityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Visitors get 401 before their body is even looked at.
  app.addHook("preValidation", async (request) => {
    requireUser(request);
  });

  r.get(
    "/api/vehicles/:id/unavailability",
    {
      schema: {
        tags: ["unavailability"],
        summary: "A vehicle's unavailability periods (its company or an admin)",
        params: vehicleParams,
        response: { 200: z.array(periodResponse) },
      },
    },
    async (request) => {
      await assertCanManageVehicle(app.db, request, request.params.id);
      return listVehicleUnavailability(app.db, request.params.id);
    },
  );

  r.post(
    "/api/vehicles/:id/unavailability",
    {
      schema: {
        tags: ["unavailability"],
        summary: "Mark a vehicle unavailable for a range of days (ISO instants or dates; stored as days)",
        params: vehicleParams,
        // The schema reads "today" on every parse, so a long-running server never accepts yesterday.
        body: newUnavailabilitySchema,
        response: { 201: periodResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertCanManageVehicle(app.db, request, id);
      const period = request.body;
      if (period.vehicleId !== id) throw invalid("vehicleId", "The vehicle in the body does not match the address");
      const created = await insertUnavailability(app.db, {
        vehicleId: id,
        startDate: period.startDate,
        endDate: period.endDate,
        reason: period.reason ?? null,
      });
      return reply.code(201).send(created);
    },
  );

  r.delete(
    "/api/vehicles/:vehicleId/unavailability/:periodId",
    {
      schema: {
        tags: ["unavailability"],
        summary: "Remove one of a vehicle's unavailability periods",
        params: z.object({
          vehicleId: z.coerce.number().int().positive(),
          periodId: z.coerce.number().int().positive(),
        }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const { vehicleId, periodId } = request.params;
      await assertCanManageVehicle(app.db, request, vehicleId);
      if (!(await deleteUnavailability(app.db, vehicleId, periodId))) {
        throw notFound(`Unavailability period ID ${periodId} not found`);
      }
      return { message: "Unavailability period removed" };
    },
  );
}
