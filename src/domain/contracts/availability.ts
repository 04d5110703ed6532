import { z } from "zod";
import { addDays, isIsoDate, todayInDominica } from "../dates";
import { AVAILABILITY_WINDOW, windowDays } from "../vehicle-availability";
import type { Wire } from "./common";

const day = (name: string) => z.string().refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`).optional();

/**
 * GET /api/vehicles/{id}/availability?from=&to=: from today for about six months unless told, at
 * most AVAILABILITY_WINDOW.maxDays days. "Today" is read on every parse.
 */
export const vehicleAvailabilityQuery = z
  .object({ from: day("from"), to: day("to") })
  .transform(({ from, to }) => {
    const startDate = from ?? todayInDominica();
    return { from: startDate, to: to ?? addDays(startDate, AVAILABILITY_WINDOW.defaultDays - 1) };
  })
  .superRefine((window, ctx) => {
    if (window.to < window.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
    } else if (windowDays({ startDate: window.from, endDate: window.to }) > AVAILABILITY_WINDOW.maxDays) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `from and to may span at most ${AVAILABILITY_WINDOW.maxDays} days (about 13 months)`,
      });
    }
  });
export type VehicleAvailabilityQuery = z.input<typeof vehicleAvailabilityQuery>;

/** A stretch of days on which the vehicle cannot be rented, both ends included. */
export const busyRange = z.object({ startDate: z.string(), endDate: z.string() });

/**
 * What visitors learn of a vehicle's calendar: merged busy days within [from, to], and nothing of
 * why (no reasons, customers or booking ids).
 */
export const vehicleAvailability = z.object({
  vehicleId: z.number(),
  from: z.string(),
  to: z.string(),
  busy: z.array(busyRange),
  /** The company's notice in hours: the dialogs say why a start within it is refused before sending it. */
  noticeHours: z.number(),
  /** The company's longest rental in days: the dialogs refuse a longer one before sending it. */
  longestRentalDays: z.number(),
});
export type VehicleAvailability = Wire<typeof vehicleAvailability>;
