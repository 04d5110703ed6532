import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { firstDayOfMonth, lastDayOfMonth } from "../../domain/calendar";
import { messageResponse } from "../../domain/contracts/common";
import {
  calendarQuery,
  companyCalendar,
  period,
  periodBody,
  periodParams,
} from "../../domain/contracts/unavailability";
import { vehicleParams } from "../../domain/contracts/vehicles";
import { currentCompanyId, guard } from "../auth/guard";
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Vehicle periods: the vehicle's own company or an admin (assertCanManageVehicle decides which).
  const onRequest = guard("user");

  r.get(
    "/api/vehicles/:id/unavailability",
    {
      onRequest,
      schema: {
        tags: ["unavailability"],
        summary: "A vehicle's unavailability periods (its company or an admin)",
        params: vehicleParams,
        response: { 200: z.array(period) },
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
      onRequest,
      schema: {
        tags: ["unavailability"],
        summary: "Mark a vehicle unavailable for a range of days (ISO instants or dates; stored as days)",
        params: vehicleParams,
        body: periodBody,
        response: { 201: period },
      },
    },
    async (request, reply) => {
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
    },
  );

  r.delete(
    "/api/vehicles/:vehicleId/unavailability/:periodId",
    {
      onRequest,
      schema: {
        tags: ["unavailability"],
        summary: "Remove one of a vehicle's unavailability periods",
        params: periodParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { vehicleId, periodId } = request.params;
      await assertCanManageVehicle(app.db, request, vehicleId);
      const outcome = await deleteUnavailability(app.db, vehicleId, periodId);
      if (outcome === "missing") throw notFound(`Unavailability period ID ${periodId} not found`);
      if (outcome === "imported") throw conflict(IMPORTED_PERIOD_READ_ONLY);
      return { message: "Unavailability period removed" };
    },
  );

  r.get(
    "/api/company/calendar",
    {
      onRequest: guard("company"),
      schema: {
        tags: ["company"],
        summary: "Every unavailability period and confirmed booking of the company's vehicles in a month",
        querystring: calendarQuery,
        response: { 200: companyCalendar },
      },
    },
    async (request) => {
      const companyId = currentCompanyId(request);
      const { month } = request.query;
      const from = firstDayOfMonth(month);
      const to = lastDayOfMonth(month);
      return { month, from, to, ...(await findCompanyCalendar(app.db, companyId, from, to)) };
    },
  );
}
