import { z } from "zod";
import { HANDOVER_KINDS } from "../../requests/handovers";
import { timestamp, type Wire } from "../common";
import { companyBooking } from "./request-schema";

/**
 * GET /api/company/handovers: the company's "Today" (docs/product-rules.md, "Handover") — each
 * pick-up and return due today or tomorrow in Dominica, and those left from earlier days.
 */
export const handoverRow = z.object({
  kind: z.enum(HANDOVER_KINDS),
  /** The day it is due: the first day for a pick-up, the last for a return. */
  date: z.string(),
  /** The time the renter asked for ("14:30", Dominica's), when given. */
  time: z.string().nullable(),
  /** Where, as the request named the place. */
  place: z.string(),
  /** Due on an earlier day and not done. */
  isLate: z.boolean(),
  /** When the renter confirmed it; null while it is to do. */
  doneAt: timestamp.nullable(),
  booking: companyBooking,
});
export type HandoverRow = Wire<typeof handoverRow>;

export const companyHandovers = z.object({
  /** Dominica's today, which the rows are counted from. */
  today: z.string(),
  rows: z.array(handoverRow),
});
export type CompanyHandovers = Wire<typeof companyHandovers>;
