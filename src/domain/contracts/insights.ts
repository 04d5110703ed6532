import { z } from "zod";
import { type IsoDate, rentalDays } from "../dates";
import { LONGEST_INSIGHTS_DAYS } from "../insights/figures";
import { CURRENCIES } from "../money";
import { isoDate, type Wire } from "./common";

export const INSIGHTS_PERIOD_MESSAGES = {
  order: "The period must end on or after its first day",
  length: `The period may be at most ${LONGEST_INSIGHTS_DAYS} days`,
} as const;

/** `?from=&to=`: both days of the period, included, at most a year long. */
export const insightsQuery = z.object({ from: isoDate, to: isoDate }).superRefine(({ from, to }, ctx) => {
  if (to < from) ctx.addIssue({ code: "custom", path: ["to"], message: INSIGHTS_PERIOD_MESSAGES.order });
  else if (rentalDays(from as IsoDate, to as IsoDate) > LONGEST_INSIGHTS_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: INSIGHTS_PERIOD_MESSAGES.length });
  }
});
export type InsightsQuery = z.infer<typeof insightsQuery>;

/** One vehicle's figures, or the fleet's sums (docs/product-rules.md, "Company insights"). */
export const insightFigures = z.object({
  views: z.number().int(),
  quotes: z.number().int(),
  requests: z.number().int(),
  confirmed: z.number().int(),
  lostSearches: z.number().int(),
  bookedDays: z.number().int(),
  bookableDays: z.number().int(),
  /** Booked ÷ bookable days, 0–1; null when no day was bookable. */
  utilisation: z.number().nullable(),
  /** In the company's currency, to the cent. */
  revenue: z.number(),
  /** The same in the other currency, as shown figures are converted. */
  revenueOther: z.number(),
  /** Requests the company approved or declined. */
  answered: z.number().int(),
  /** The median time from a request to its answer, in minutes; null with no answer. */
  medianAnswerMinutes: z.number().nullable(),
});
export type InsightFigures = z.infer<typeof insightFigures>;

export const companyInsights = z.object({
  from: isoDate,
  to: isoDate,
  currency: z.enum(CURRENCIES),
  otherCurrency: z.enum(CURRENCIES),
  fleet: insightFigures,
  vehicles: z.array(insightFigures.extend({ id: z.number().int(), name: z.string(), isArchived: z.boolean() })),
});
export type CompanyInsights = Wire<typeof companyInsights>;
