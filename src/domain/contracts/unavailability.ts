import { z } from "zod";
import { isIsoMonth } from "../calendar";
import { id, type Wire } from "./common";
import { newUnavailabilitySchema } from "./unavailability/unavailability-schema";

/** `/api/vehicles/{vehicleId}/unavailability/{periodId}`. */
export const periodParams = z.object({ vehicleId: id("Vehicle ID"), periodId: id("Period ID") });

/** A stored unavailability period, as the server answers it and the dashboard draws it. */
export const period = z.object({
  id: z.number(),
  vehicleId: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string().nullable(),
  /** Set on a period copied from an external calendar: it cannot be removed by hand. */
  calendarImportId: z.number().nullable(),
});
export type Period = Wire<typeof period>;

/**
 * POST /api/vehicles/{id}/unavailability: instants or days, stored as days. The schema reads
 * "today" on every parse, so a long-running server never accepts yesterday.
 */
export const periodBody = newUnavailabilitySchema;
export type PeriodBody = z.input<typeof periodBody>;

/** GET /api/company/calendar?month=YYYY-MM. */
export const calendarQuery = z.object({ month: z.string().refine(isIsoMonth, "Month must be written YYYY-MM") });

/** The whole fleet's periods and confirmed bookings of one month, in one answer. */
export const companyCalendar = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  periods: z.array(period),
  bookings: z.array(z.object({ id: z.number(), vehicleId: z.number(), startDate: z.string(), endDate: z.string() })),
  /** The company's days kept free around each period and booking, drawn beside them. */
  cleaningDays: z.number(),
});
export type CompanyCalendar = Wire<typeof companyCalendar>;
