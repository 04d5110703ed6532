import type { FastifyInstance } from "fastify";
import { adminEndpoints } from "../../domain/contracts/admin/endpoints";
import { route } from "../api/route";
import { listMarketplaceRequests } from "./marketplace-requests";

/** The admin's Requests screen: the whole marketplace's requests and bookings. */
export function adminRequestRoutes(app: FastifyInstance) {
  route(app, adminEndpoints.requests, {}, async (request) => listMarketplaceRequests(app.db, request.query));
}
