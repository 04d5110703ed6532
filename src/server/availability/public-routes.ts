import type { FastifyInstance } from "fastify";
import { unavailabilityEndpoints } from "../../domain/contracts/unavailability/endpoints";
import { route } from "../api/route";
import { cachedAnswerConfig } from "../catalogue/plugin";
import { notFound } from "../errors";
import { findListedVehicleBusyRanges } from "./queries";

/** Issue 11: the busy days of a listed vehicle, for the visitors' date pickers. */
export async function publicAvailabilityRoutes(app: FastifyInstance) {
  // Served from the catalogue cache: a booking confirmed or a period added moves its version.
  route(app, unavailabilityEndpoints.availability, { config: cachedAnswerConfig }, async (request, reply) =>
    app.catalogue.serve(request, reply, request.query, async () => {
      const { id } = request.params;
      const { from, to } = request.query;
      const window = { startDate: from, endDate: to };
      // null: the model knows the vehicle is not listed; undefined: it cannot tell, SQL can.
      const known = app.catalogue.model.current()?.busyRanges(id, window);
      const busy = known === undefined ? await findListedVehicleBusyRanges(app.db, id, window) : known;
      if (!busy) throw notFound("Vehicle", id);
      return { json: JSON.stringify({ vehicleId: id, from, to, busy }) };
    }),
  );
}
