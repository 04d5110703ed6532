import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { vehicleAvailability, vehicleAvailabilityQuery } from "../../domain/contracts/availability";
import { vehicleParams } from "../../domain/contracts/vehicles";
import { cachedAnswerConfig, cachedAnswerHeaders } from "../catalogue/plugin";
import { vehicleNotFound } from "../vehicles/access";
import { findListedVehicleBusyRanges } from "./queries";

/** Issue 11: the busy days of a listed vehicle, for the visitors' date pickers. */
export async function publicAvailabilityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/vehicles/:id/availability",
    {
      config: cachedAnswerConfig,
      schema: {
        tags: ["marketplace"],
        summary: "A listed vehicle's busy days (confirmed bookings and unavailability, merged, without reasons)",
        params: vehicleParams,
        querystring: vehicleAvailabilityQuery,
        response: { 200: vehicleAvailability.meta({ headers: cachedAnswerHeaders }) },
      },
    },
    // Served from the catalogue cache: a booking confirmed or a period added moves its version.
    async (request, reply) =>
      app.catalogue.serve(request, reply, request.query, async () => {
        const { id } = request.params;
        const { from, to } = request.query;
        const busy = await findListedVehicleBusyRanges(app.db, id, { startDate: from, endDate: to });
        if (!busy) throw vehicleNotFound(id);
        return { json: JSON.stringify({ vehicleId: id, from, to, busy }) };
      }),
  );
}
