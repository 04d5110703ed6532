import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { companyParams } from "../../domain/contracts/companies";
import {
  publicVehicle,
  VEHICLE_PAGE,
  type VehicleFilters,
  vehicleFacets,
  vehicleFiltersQuery,
  vehicleSearchQuery,
} from "../../domain/contracts/vehicles";
import { cachedAnswerConfig, cachedAnswerHeaders } from "../catalogue/plugin";
import { COMPANY_NOT_FOUND, findPublicCompany } from "../companies/queries";
import { notFound } from "../errors";
import {
  COMPANY_FLEET_LIMIT,
  listCompanyListedVehicles,
  listedVehicleFacets,
  searchListedVehicles,
} from "./listing-queries";

const pageHeaders = {
  ...cachedAnswerHeaders,
  "X-Total-Count": { type: "integer", description: "How many vehicles match the filters, over all pages" },
  Link: {
    type: "string",
    description: 'The neighbouring pages, RFC 8288: `</api/vehicles?…&page=3>; rel="next", <…&page=1>; rel="prev"`',
  },
} as const;

/** The search as a query string, keys sorted: Link targets, and what the cache keys on. */
function searchUrl(query: Record<string, unknown>, page: number): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = key === "page" ? page : query[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return `/api/vehicles?${params}`;
}

function linkHeader(
  query: Record<string, unknown>,
  page: number,
  pageSize: number,
  total: number,
): Record<string, string> {
  const links: string[] = [];
  if (page * pageSize < total) links.push(`<${searchUrl(query, page + 1)}>; rel="next"`);
  // Past the end, "prev" is the last page there is.
  const previous = Math.min(page - 1, Math.max(1, Math.ceil(total / pageSize)));
  if (page > 1) links.push(`<${searchUrl(query, previous)}>; rel="prev"`);
  return links.length ? { Link: links.join(", ") } : {};
}

/**
 * Public calls: listed vehicles only, without their paperwork dates. Answers are built once
 * per catalogue version and sent as bytes from the catalogue cache (no per-request serialisation);
 * the response schemas stay for /api/docs.
 */
export async function publicVehicleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["marketplace"];

  r.get(
    "/api/vehicles",
    {
      config: cachedAnswerConfig,
      schema: {
        tags,
        summary: "One page of listed vehicles, filtered; start/end keep only vehicles free on every day between",
        description:
          `Featured companies' vehicles first, then by id. \`page\` from 1, \`pageSize\` ${VEHICLE_PAGE.defaultSize} ` +
          `unless given, at most ${VEHICLE_PAGE.maxSize}. The body is the page's plain list; the total is in ` +
          "`X-Total-Count`, the neighbouring pages in `Link`.",
        querystring: vehicleSearchQuery,
        response: { 200: z.array(publicVehicle).meta({ headers: pageHeaders }) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, ...filters } = request.query;
      return app.catalogue.serve(request, reply, request.query, async () => {
        const found = await searchListedVehicles(app.db, filters as VehicleFilters, { page, pageSize });
        return {
          json: found.json,
          headers: {
            "X-Total-Count": String(found.total),
            ...linkHeader(request.query, page, pageSize, found.total),
          },
        };
      });
    },
  );

  r.get(
    "/api/vehicles/facets",
    {
      config: cachedAnswerConfig,
      schema: {
        tags,
        summary: "Counts and ranges of the listed vehicles matching the filters (sliders, Home's type cards)",
        querystring: vehicleFiltersQuery,
        response: { 200: vehicleFacets.meta({ headers: cachedAnswerHeaders }) },
      },
    },
    async (request, reply) =>
      app.catalogue.serve(request, reply, request.query, async () => ({
        json: JSON.stringify(await listedVehicleFacets(app.db, request.query)),
      })),
  );

  r.get(
    "/api/companies/:id/vehicles",
    {
      config: cachedAnswerConfig,
      schema: {
        tags,
        summary: `A public company's listed vehicles, cheapest first (at most ${COMPANY_FLEET_LIMIT})`,
        params: companyParams,
        response: { 200: z.array(publicVehicle).max(COMPANY_FLEET_LIMIT).meta({ headers: cachedAnswerHeaders }) },
      },
    },
    async (request, reply) =>
      app.catalogue.serve(request, reply, undefined, async () => {
        const fleet = await listCompanyListedVehicles(app.db, request.params.id);
        // Only an empty answer needs the second look: an unknown company is a 404, not an empty fleet.
        if (fleet.length === 0 && !(await findPublicCompany(app.db, request.params.id))) {
          throw notFound(COMPANY_NOT_FOUND);
        }
        return { json: JSON.stringify(fleet) };
      }),
  );
}
