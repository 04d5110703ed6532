import type { FastifyRequest } from "fastify";
import { COMPANY_ID_NOT_FOUND, currentUser, isActiveAdmin } from "../auth/guard";
import type { Db } from "../db/client";
import { forbidden, notFound } from "../errors";
import { findVehicleCompanyId } from "./queries";

/**
 * The vehicle may be managed by its own company's users and by admins. Another company's vehicle
 * answers 404, exactly like a missing one, so ids of other fleets reveal nothing.
 */
export async function assertCanManageVehicle(db: Db, request: FastifyRequest, vehicleId: number): Promise<void> {
  const user = currentUser(request);
  const companyId = await findVehicleCompanyId(db, vehicleId);
  if (companyId === undefined) throw notFound("Vehicle", vehicleId);
  if (isActiveAdmin(user)) return;
  if (user.companyId === null) throw forbidden(COMPANY_ID_NOT_FOUND);
  if (user.companyId !== companyId) throw notFound("Vehicle", vehicleId);
}
