import type { FastifyInstance } from "fastify";
import { firstDayOfMonth, lastDayOfMonth } from "../../domain/calendar";
import { unavailabilityEndpoints } from "../../domain/contracts/unavailability/endpoints";
import { route } from "../api/route";
import { currentCompanyId } from "../auth/guard";
import { conflict, invalid, notFound } from "../errors";
import { assertCanManageVehicle } from "../vehicles/access";
import { publicAvailabilityRoutes } from "./public-routes";
import { deleteUnavailability, findCompanyCalendar, insertUnavailability, listVehicleUnavailability } from "./queries";

export const IMPORTED_PERIOD_READ_ONLY =
  "This period comes from an external calendar: change it there, or remove the calendar under Calendar sync";

/**
 * Unavailability and the fleet calendar (docs/product-rules.md, "Calendar and unavailability"):
 * what blocks a vehicle, and when.
 */
export async function availabilityRoutes(app: FastifyInstance) {
  await app.register(publicAvailabilityRoutes);
  // Vehicle periods: the vehicle's own company or an admin (assertCanManageVehicle decides which).

  route(app, unavailabilityEndpoints.list, {}, async (request) => {
    await assertCanManageVehicle(app.db, request, request.params.id);
    return listVehicleUnavailability(app.db, request.params.id);
  });

  route(app, unavailabilityEndpoints.add, {}, async (request, reply) => {
    const { id } = request.params;
    await assertCanManageVehicle(app.db, request, id);
    const body = request.body;
    if (body.vehicleId !== id) throw invalid("vehicleId", "The vehicle in the body does not match the address");
    const created = await insertUnavailability(app.db, {
      vehicleId: id,
      startDate: body.startDate,
      endDate: body.endDate,
      reason: body.reason ?? null,
    });
    return reply.code(201).send(created);
  });

  route(app, unavailabilityEndpoints.remove, {}, async (request) => {
    const { vehicleId, periodId } = request.params;
    await assertCanManageVehicle(app.db, request, vehicleId);
    const outcome = await deleteUnavailability(app.db, vehicleId, periodId);
    if (outcome === "missing") throw notFound("Unavailability period", periodId);
    if (outcome === "imported") throw conflict(IMPORTED_PERIOD_READ_ONLY);
    return { message: "Unavailability period removed" };
  });

  route(app, unavailabilityEndpoints.companyCalendar, {}, async (request) => {
    const companyId = currentCompanyId(request);
    const { month } = request.query;
    const from = firstDayOfMonth(month);
    const to = lastDayOfMonth(month);
    return { month, from, to, ...(await findCompanyCalendar(app.db, companyId, from, to)) };
  });
}
