import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  app.get(
    "/healthz",
    { schema: { tags: ["operations"], summary: "Answers 200 when the database does" } },
    async (request, reply) => {
      try {
        await options.ping();
        return { status: "ok" };
      } catch (error) {
        request.log.error({ err: error }, "health check failed");
        return reply.code(503).send({ status: "unavailable" });
      }
    },
  );
}
