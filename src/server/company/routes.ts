import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { firstDayOfMonth, isIsoMonth, lastDayOfMonth } from "../../domain/calendar";
import { companyProfileSchema } from "../../domain/company-schema";
import { COMPANY_ID_NOT_FOUND, requireCompanyId, requireUser } from "../auth/plugin";
import { notFound } from "../errors";
import { findCompanyCalendar, findCompanyProfile, updateCompanyProfile } from "./queries";

const profileResponse = z.object({
  id: z.number(),
  name: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  contactFullName: z.string(),
  address: z.string(),
  cityVillage: z.string(),
  parish: z.string(),
  country: z.string(),
});

const calendarResponse = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  periods: z.array(
    z.object({
      id: z.number(),
      vehicleId: z.number(),
      startDate: z.string(),
      endDate: z.string(),
      reason: z.string().nullable(),
    }),
  ),
  bookings: z.array(z.object({ id: z.number(), vehicleId: z.number(), startDate: z.string(), endDate: z.string() })),
});

const companyNotFound = () => notFound(COMPANY_ID_NOT_FOUND);

export async function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("preValidation", async (request) => {
    requireUser(request);
  });

  r.get(
    "/api/company/profile",
    {
      schema: {
        tags: ["company"],
        summary: "The logged-in user's company profile",
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const profile = await findCompanyProfile(app.db, requireCompanyId(request));
      if (!profile) throw companyNotFound();
      return profile;
    },
  );

  r.patch(
    "/api/company/profile",
    {
      schema: {
        tags: ["company"],
        summary: "Update the logged-in user's company profile (the country stays Dominica)",
        body: companyProfileSchema,
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const profile = await updateCompanyProfile(app.db, requireCompanyId(request), request.body);
      if (!profile) throw companyNotFound();
      return profile;
    },
  );

  r.get(
    "/api/company/calendar",
    {
      schema: {
        tags: ["company"],
        summary: "Every unavailability period and confirmed booking of the company's vehicles in a month",
        querystring: z.object({
          month: z.string().refine(isIsoMonth, "Month must be written YYYY-MM"),
        }),
        response: { 200: calendarResponse },
      },
    },
    async (request) => {
      const companyId = requireCompanyId(request);
      const { month } = request.query;
      const from = firstDayOfMonth(month);
      const to = lastDayOfMonth(month);
      return { month, from, to, ...(await findCompanyCalendar(app.db, companyId, from, to)) };
    },
  );
}
