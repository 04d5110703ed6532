import type { FastifyInstance } from "fastify";
import { unavailabilityEndpoints } from "../../domain/contracts/unavailability/endpoints";
import { todayInDominica } from "../../domain/dates";
import { route } from "../api/route";
import { cachedAnswerConfig } from "../catalogue/plugin";
import { READ_MODEL_WAIT_MS } from "../catalogue/read-model/read-model";
import { notFound } from "../errors";
import { findListedVehicleAvailability } from "./queries";

/** Issue 11: the busy days of a listed vehicle, for the visitors' date pickers. */
export async function publicAvailabilityRoutes(app: FastifyInstance) {
  // Served from the catalogue cache: a booking confirmed, a period added or the company's rules changed
  // move its version; the notice's days follow today, which the cache keys on.
  route(app, unavailabilityEndpoints.availability, { config: cachedAnswerConfig }, async (request, reply) =>
    app.catalogue.serve(request, reply, request.query, async () => {
      const { id } = request.params;
      const { from, to } = request.query;
      const window = { startDate: from, endDate: to };
      const today = todayInDominica();
      // null: the model knows the vehicle is not listed; undefined: it cannot tell, SQL can.
      const known = (await app.catalogue.model.currentWithin(READ_MODEL_WAIT_MS))?.availability(id, window, today);
      const found = known === undefined ? await findListedVehicleAvailability(app.db, id, window, today) : known;
      if (!found) throw notFound("Vehicle", id);
      const { busy, rules } = found;
      const { noticeHours, longestRentalDays } = rules;
      return { json: JSON.stringify({ vehicleId: id, from, to, busy, noticeHours, longestRentalDays }) };
    }),
  );
}
