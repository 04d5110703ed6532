import type { FastifyInstance } from "fastify";
import { healthEndpoints } from "../../domain/contracts/health/endpoints";
import { route } from "../api/route";

export async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  route(app, healthEndpoints.check, { config: { neverShed: true } }, async (request, reply) => {
    try {
      await options.ping();
      return {
        status: "ok" as const,
        catalogue: app.catalogue.model.current() ? ("current" as const) : ("updating" as const),
      };
    } catch (error) {
      request.log.error({ err: error }, "health check failed");
      return reply.code(503).send({ status: "unavailable" });
    }
  });
}
