import type { FastifyInstance } from "fastify";
import { insightEndpoints } from "../../domain/contracts/insights/endpoints";
import { insightsCsv } from "../../domain/insights/csv";
import { route } from "../api/route";
import { currentCompanyId } from "../auth/guard";
import { notFound } from "../errors";
import { readCompanyInsights } from "./read-company-insights";

/** The company's Insights screen and its CSV: the logged-in user's own company only. */
export async function insightRoutes(app: FastifyInstance) {
  route(app, insightEndpoints.get, {}, async (request, reply) => {
    const { from, to } = request.query;
    const insights = await readCompanyInsights(app.db, currentCompanyId(request), { startDate: from, endDate: to });
    if (!insights) throw notFound("Company ID");
    reply.header("Cache-Control", "private, no-store");
    return insights;
  });

  route(app, insightEndpoints.csv, {}, async (request, reply) => {
    const { from, to } = request.query;
    const insights = await readCompanyInsights(app.db, currentCompanyId(request), { startDate: from, endDate: to });
    if (!insights) throw notFound("Company ID");
    return reply
      .type("text/csv; charset=utf-8")
      .header("Cache-Control", "private, no-store")
      .header("Content-Disposition", `attachment; filename="insights-${from}-${to}.csv"`)
      .send(insightsCsv(insights));
  });
}
