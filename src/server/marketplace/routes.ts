import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { END_BEFORE_START } from "../../domain/booking-inquiry-schema";
import { LIMITS, VEHICLE_TYPES } from "../../domain/constants";
import { isIsoDate } from "../../domain/dates";
import { notFound } from "../errors";
import { publicVehicleResponse } from "../vehicles/vehicle-response";
import { findPublicCompany, listCompanyVehicles, listPublicCompanies, listVehicles } from "./queries";

export const companyResponse = z.object({
  id: z.number(),
  name: z.string(),
  contactFullName: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  address: z.string(),
  cityVillage: z.string(),
  parish: z.string(),
  country: z.string(),
  rating: z.number().nullable(),
  isLandingPageEnabled: z.boolean(),
  isFeatured: z.boolean(),
});

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`)
    .optional();
const amount = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be 0 or more`)
    .optional();
const day = (name: string) => z.string().refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`).optional();

/** Spec §2 Vehicles page filters as query parameters; prices are daily. */
export const vehicleFiltersSchema = z
  .object({
    type: z.enum(VEHICLE_TYPES, { error: `type must be one of ${VEHICLE_TYPES.join(", ")}` }).optional(),
    q: z.string().trim().max(100, "q must be at most 100 characters").optional(),
    doors: wholeNumber("doors", LIMITS.doorsMin, LIMITS.doorsMax),
    seats: wholeNumber("seats", LIMITS.seatsMin, LIMITS.seatsMax),
    minPrice: amount("minPrice"),
    maxPrice: amount("maxPrice"),
    minDeposit: amount("minDeposit"),
    maxDeposit: amount("maxDeposit"),
    start: day("start"),
    end: day("end"),
  })
  .superRefine((filters, ctx) => {
    if (Boolean(filters.start) !== Boolean(filters.end)) {
      const missing = filters.start ? "end" : "start";
      ctx.addIssue({ code: "custom", path: [missing], message: "start and end must be given together" });
    } else if (filters.start && filters.end && filters.end < filters.start) {
      ctx.addIssue({ code: "custom", path: ["end"], message: END_BEFORE_START });
    }
    if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
      ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "maxPrice must not be below minPrice" });
    }
    if (
      filters.minDeposit !== undefined &&
      filters.maxDeposit !== undefined &&
      filters.minDeposit > filters.maxDeposit
    ) {
      ctx.addIssue({ code: "custom", path: ["maxDeposit"], message: "maxDeposit must not be below minDeposit" });
    }
  });

const companyParams = z.object({ id: z.coerce.number().int().positive("Company ID must be a positive number") });
const COMPANY_NOT_FOUND = "Company not found";

/** Spec §7 public calls: what a visitor may see, nothing more. */
export async function marketplaceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["marketplace"];

  r.get(
    "/api/vehicles",
    {
      schema: {
        tags,
        summary: "Listed vehicles, filtered; start/end keep only vehicles free on every day between",
        querystring: vehicleFiltersSchema,
        response: { 200: z.array(publicVehicleResponse) },
      },
    },
    async (request) => listVehicles(app.db, request.query),
  );

  r.get(
    "/api/companies",
    {
      schema: {
        tags,
        summary: "Public companies with their landing page on, featured first",
        response: { 200: z.array(companyResponse) },
      },
    },
    async () => listPublicCompanies(app.db),
  );

  r.get(
    "/api/companies/:id",
    { schema: { tags, summary: "One public company", params: companyParams, response: { 200: companyResponse } } },
    async (request) => {
      const company = await findPublicCompany(app.db, request.params.id);
      if (!company) throw notFound(COMPANY_NOT_FOUND);
      return company;
    },
  );

  r.get(
    "/api/companies/:id/vehicles",
    {
      schema: {
        tags,
        summary: "A public company's listed vehicles",
        params: companyParams,
        response: { 200: z.array(publicVehicleResponse) },
      },
    },
    async (request) => {
      const fleet = await listCompanyVehicles(app.db, request.params.id);
      // Only an empty answer needs the second look: an unknown company is a 404, not an empty fleet.
      if (fleet.length === 0 && !(await findPublicCompany(app.db, request.params.id))) {
        throw notFound(COMPANY_NOT_FOUND);
      }
      return fleet;
    },
  );
}
