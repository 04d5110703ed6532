import type { FastifyInstance, FastifyRequest } from "fastify";
import { COMPANY_FLEET_LIMIT } from "../../domain/contracts/vehicles";
import { vehicleEndpoints } from "../../domain/contracts/vehicles/endpoints";
import { route } from "../api/route";
import { isActiveAdmin } from "../auth/guard";
import { findSessionUser, SESSION_COOKIE } from "../auth/sessions";
import { cachedAnswerConfig, sendAnswer } from "../catalogue/plugin";
import { READ_MODEL_WAIT_MS } from "../catalogue/read-model/read-model";
import { versionMemo } from "../catalogue/version-memo";
import { findPublicCompany } from "../companies/queries";
import { findRentalTerms } from "../companies/rental-terms";
import { notFound } from "../errors";
import { isInProcess } from "../pages/in-process-fetch";
import { findVehicleDetail, galleryPhotos, withGallery } from "./gallery-queries";
import {
  findListedVehicleJson,
  listCompanyListedVehicles,
  listedVehicleFacets,
  searchListedVehicles,
} from "./listing-queries";
import { readPlainSearchQuery } from "./plain-search-query";
import { findPricedVehicle, findVehicleCompanyId } from "./queries";
import { quoteVehicle } from "./quote-vehicle";

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

/** Whether the request's session is the company's or an active admin's (read only for unlisted vehicles). */
async function isOwnerOrAdmin(request: FastifyRequest, companyId: number): Promise<boolean> {
  const token = request.cookies[SESSION_COOKIE];
  const user = token ? await findSessionUser(request.server.db, token) : undefined;
  return isActiveAdmin(user) || user?.companyId === companyId;
}

/**
 * Public calls: listed vehicles only, without their paperwork dates. Answers are built once
 * per catalogue version and sent as bytes from the catalogue cache (no per-request serialisation);
 * the response schemas stay for /api/docs. A miss is answered by the catalogue's read model while it
 * is current, else by SQL: the same bytes either way.
 */
export async function publicVehicleRoutes(app: FastifyInstance) {
  const options = { config: cachedAnswerConfig };

  route(app, vehicleEndpoints.search, { ...options, plainQuery: readPlainSearchQuery }, async (request, reply) => {
    const { page, pageSize, ...filters } = request.query;
    const sent = await app.catalogue.serve(request, reply, request.query, async () => {
      const paging = { page, pageSize };
      const found =
        (await app.catalogue.model.currentWithin(READ_MODEL_WAIT_MS))?.search(filters, paging) ??
        (await searchListedVehicles(app.db, filters, paging));
      return {
        json: found.json,
        headers: {
          "X-Total-Count": String(found.total),
          ...linkHeader(request.query, page, pageSize, found.total),
        },
      };
    });
    // A search is counted once, on its first page (the next pages are the same search read on), and
    // after its answer: a new one's lost vehicles come from the bitsets that answer just made.
    if (page === 1 && filters.start) app.insights.countLostSearch(filters);
    return sent;
  });

  route(app, vehicleEndpoints.facets, options, async (request, reply) =>
    app.catalogue.serve(request, reply, request.query, async () => ({
      json: JSON.stringify(
        (await app.catalogue.model.currentWithin(READ_MODEL_WAIT_MS))?.facets(request.query) ??
          (await listedVehicleFacets(app.db, request.query)),
      ),
    })),
  );

  route(app, vehicleEndpoints.listCompanyListed, options, async (request, reply) =>
    app.catalogue.serve(request, reply, undefined, async () => {
      const fleet =
        (await app.catalogue.model.currentWithin(READ_MODEL_WAIT_MS))?.companyFleet(
          request.params.id,
          COMPANY_FLEET_LIMIT,
        ) ?? (await listCompanyListedVehicles(app.db, request.params.id));
      // Only an empty answer needs the second look: an unknown company is a 404, not an empty fleet.
      if (fleet.count === 0 && !(await findPublicCompany(app.db, request.params.id))) {
        throw notFound("Company");
      }
      return { json: fleet.json };
    }),
  );

  // As the vehicle's own answer: a listed vehicle's quote is cached for everyone; an unlisted one's
  // is its company's and the admins' alone. The company's terms are read with it: every change to
  // them moves the catalogue's version, so a cached quote never outlives an edit.
  // A new period's quote (a miss) reads the vehicle and its company's terms once per catalogue
  // version, not once per period asked: only its arithmetic is new (docs/performance.md, "Quotes").
  const listedVehicle = versionMemo(
    app.catalogue.version,
    async (id: number) => {
      const vehicle = await findPricedVehicle(app.db, id);
      return vehicle?.isListed ? vehicle : undefined;
    },
    (vehicle) => vehicle !== undefined,
  );
  const publicTerms = versionMemo(app.catalogue.version, (companyId: number) => findRentalTerms(app.db, companyId));
  route(app, vehicleEndpoints.quote, options, async (request, reply) => {
    const { id } = request.params;
    const listed = await app.catalogue.answer(request, request.query, async () => {
      const vehicle = await listedVehicle(id);
      if (!vehicle) return null;
      return { json: JSON.stringify(quoteVehicle(await publicTerms(vehicle.companyId), id, vehicle, request.query)) };
    });
    if (listed) {
      app.insights.counters.quote(id);
      return sendAnswer(request, reply, listed);
    }
    const vehicle = await findPricedVehicle(app.db, id);
    if (!vehicle || !(await isOwnerOrAdmin(request, vehicle.companyId))) throw notFound("Vehicle", id);
    reply.header("Cache-Control", "private, no-store");
    return quoteVehicle(await findRentalTerms(app.db, vehicle.companyId), id, vehicle, request.query);
  });

  // A listed vehicle is the same answer for everyone, from the cache, without a session lookup. Only
  // for one that is not listed is the session read: its company and admins see it, privately;
  // anyone else hears 404, as for a vehicle that does not exist.
  route(app, vehicleEndpoints.get, options, async (request, reply) => {
    const { id } = request.params;
    const listed = await app.catalogue.answer(request, undefined, async () => {
      const json = await findListedVehicleJson(app.db, id);
      return json === undefined ? null : { json: withGallery(json, await galleryPhotos(app.db, id)) };
    });
    if (listed) {
      // The server's own render reads it too: that page view is counted as the page is sent.
      if (!isInProcess()) app.insights.counters.view(id);
      return sendAnswer(request, reply, listed);
    }
    const companyId = await findVehicleCompanyId(app.db, id);
    const mayShow = companyId !== undefined && (await isOwnerOrAdmin(request, companyId));
    const vehicle = mayShow ? await findVehicleDetail(app.db, id) : undefined;
    if (!vehicle) throw notFound("Vehicle", id);
    reply.header("Cache-Control", "private, no-store");
    return vehicle;
  });
}
