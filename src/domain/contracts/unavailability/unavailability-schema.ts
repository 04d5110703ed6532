import { z } from "zod";
import { UNAVAILABILITY_REASONS } from "../../calendar";
import { type IsoDate, isIsoDate, todayInDominica } from "../../dates";

export const INVALID_DATES = "Please enter valid dates";
export const END_BEFORE_START = "End date must be after start date";
export const NO_VEHICLE = "No vehicle selected";
export const START_IN_PAST = "Start date cannot be in the past";

/**
 * The payload carries instants (start of day and 23:59:59.999 UTC; docs/product-rules.md, "Dates
 * and Dominica's time zone") while the form holds plain days; both become the calendar day as
 * written in UTC. Anything else is not a date.
 */
function toCalendarDay(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value !== "string") return value;
  if (isIsoDate(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return "";
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? "" : instant.toISOString().slice(0, 10);
}

const calendarDay = z.preprocess(toCalendarDay, z.string({ error: INVALID_DATES }).refine(isIsoDate, INVALID_DATES));

/** An unavailability period; one schema for the form and the server. */
export function unavailabilitySchema(today: () => IsoDate = todayInDominica) {
  return z
    .object({
      vehicleId: z.coerce.number({ error: NO_VEHICLE }).int(NO_VEHICLE).positive(NO_VEHICLE),
      startDate: calendarDay,
      endDate: calendarDay,
      reason: z
        .enum(UNAVAILABILITY_REASONS, { error: `Reason must be one of: ${UNAVAILABILITY_REASONS.join(", ")}` })
        .nullish(),
    })
    .superRefine((period, ctx) => {
      if (period.startDate < today()) ctx.addIssue({ code: "custom", path: ["startDate"], message: START_IN_PAST });
      if (period.endDate < period.startDate) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: END_BEFORE_START });
      }
    });
}

export const newUnavailabilitySchema = unavailabilitySchema();

/** The instants the API payload carries for a period of calendar days. */
export function unavailabilityPayload(period: {
  vehicleId: number;
  startDate: IsoDate;
  endDate: IsoDate;
  reason?: (typeof UNAVAILABILITY_REASONS)[number] | null;
}) {
  return {
    vehicleId: period.vehicleId,
    startDate: `${period.startDate}T00:00:00.000Z`,
    endDate: `${period.endDate}T23:59:59.999Z`,
    ...(period.reason ? { reason: period.reason } : {}),
  };
}
