import { z } from "zod";
import { endpoint } from "../endpoint";

export const healthEndpoints = {
  check: endpoint({
    method: "GET",
    path: "/healthz",
    operationId: "checkHealth",
    summary: "Answers 200 when the database does, saying whether the in-memory catalogue is current",
    description:
      "`catalogue` is `updating` while the in-memory catalogue catches up with a change (or retries after a failure): searches are then answered from the database.",
    tags: ["operations"],
    access: "public",
    responses: {
      200: z.object({ status: z.literal("ok"), catalogue: z.enum(["current", "updating"]) }),
      503: { description: "The database does not answer", schema: z.object({ status: z.literal("unavailable") }) },
    },
  }),
};
