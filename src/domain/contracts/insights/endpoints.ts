import { z } from "zod";
import { endpoint } from "../endpoint";
import { companyInsights, insightsQuery } from "../insights";

export const insightEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/company/insights",
    operationId: "getCompanyInsights",
    summary: "The logged-in user's company's figures over a period of at most 366 days, per vehicle and for the fleet",
    description:
      "Page views, quotes, requests, confirmed bookings, searches lost to busy dates, utilisation, revenue and the median answer time. Only the caller's own company: admins read companies elsewhere.",
    tags: ["company"],
    access: "company",
    query: insightsQuery,
    responses: { 200: companyInsights },
    refusals: [404],
  }),
  csv: endpoint({
    method: "GET",
    path: "/api/company/insights.csv",
    operationId: "getCompanyInsightsCsv",
    summary: "The same figures as a CSV file: one row per vehicle, then the fleet's",
    tags: ["company"],
    access: "company",
    query: insightsQuery,
    responses: {
      200: {
        description: "The figures (RFC 4180, UTF-8, formula-safe)",
        contentType: "text/csv",
        schema: z.string(),
        headers: {
          "Content-Disposition": { type: "string", description: "attachment; filename=insights-FROM-TO.csv" },
        },
      },
    },
    refusals: [404],
  }),
};
