import type { FastifyInstance } from "fastify";
import type { RequestOptions } from "../config";
import type { Database } from "../db/client";
import { accountRequestRoutes } from "./account-routes";
import { adminRequestRoutes } from "./admin-routes";
import { checkInRoutes } from "./check-in-routes";
import { companyRequestRoutes } from "./company-routes";
import { handoverRoutes } from "./handover-routes";
import { scheduleRequestJobs } from "./request-jobs";
import { visitorRequestRoutes } from "./visitor-routes";

/**
 * Booking requests (docs/product-rules.md, "Requests"), the whole life of one in this folder: sent by
 * a visitor or a signed-in renter through the one recording path (`record-request.ts`), answered from
 * the company's inbox, checked in before arrival, ended by the expiry job when nobody answered, their renter's details erased
 * `RENTER_DATA_DAYS` after the rental.
 */
export async function requestRoutes(
  app: FastifyInstance,
  options: RequestOptions & { database: Database; imageUploadsPerMinute: number },
) {
  const links = () => ({ publicUrl: app.publicUrl, mail: app.mail, expiryHours: options.expiryHours });
  visitorRequestRoutes(app, options.perSenderPerHour, links);
  accountRequestRoutes(app, options.perSenderPerHour, links);
  companyRequestRoutes(app);
  checkInRoutes(app);
  adminRequestRoutes(app);
  handoverRoutes(app, options.imageUploadsPerMinute);
  scheduleRequestJobs(app, options, links);
}
