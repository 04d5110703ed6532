import { z } from "zod";
import { endpoint } from "../endpoint";

export const healthEndpoints = {
  check: endpoint({
    method: "GET",
    path: "/healthz",
    operationId: "checkHealth",
    summary: "Answers 200 when the database does",
    tags: ["operations"],
    access: "public",
    responses: {
      200: z.object({ status: z.literal("ok") }),
      503: { description: "The database does not answer", schema: z.object({ status: z.literal("unavailable") }) },
    },
  }),
};
