import type { FastifyInstance } from "fastify";
import { adminCompanyRoutes } from "./admin-routes";
import { availabilityRulesRoutes } from "./availability-rules-routes";
import { currencyRoutes } from "./currency-routes";
import { driverAndCancellationTermsRoutes } from "./driver-and-cancellation-terms-routes";
import { companyExtrasRoutes } from "./extras-routes";
import { companyProfileRoutes } from "./profile-routes";
import { publicCompanyRoutes } from "./public-routes";
import { rentalPlacesRoutes } from "./rental-places-routes";
import { seasonsRoutes } from "./seasons-routes";
import { tradeLicenceRoutes } from "./trade-licence-routes";

export async function companyRoutes(app: FastifyInstance) {
  await app.register(publicCompanyRoutes);
  await app.register(companyProfileRoutes);
  await app.register(adminCompanyRoutes);
  await app.register(availabilityRulesRoutes);
  await app.register(companyExtrasRoutes);
  await app.register(seasonsRoutes);
  await app.register(driverAndCancellationTermsRoutes);
  await app.register(rentalPlacesRoutes);
  await app.register(currencyRoutes);
  await app.register(tradeLicenceRoutes);
}
