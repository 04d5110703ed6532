import { z } from "zod";
import { DAY_OF_YEAR_PATTERN, DAYS_OF_YEAR, isInSeason, SEASON_LIMITS, SEASON_MESSAGES, type Season } from "./seasons";
import { cleanLine } from "./text-fields";
import { wholeNumberField } from "./whole-number-field";

// The seasons' settings as the profile form and the server check them (docs/product-rules.md,
// "Seasons"); apart from seasons.ts so that pricing on the public pages carries no zod.

const percent = (message: string) => wholeNumberField(SEASON_LIMITS.percent.min, SEASON_LIMITS.percent.max, message);

const isPercent = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= SEASON_LIMITS.percent.min &&
  (value as number) <= SEASON_LIMITS.percent.max;

export const seasonSchema = z
  .object({
    name: cleanLine(
      z
        .string({ error: SEASON_MESSAGES.nameRequired })
        .trim()
        .min(1, SEASON_MESSAGES.nameRequired)
        .max(SEASON_LIMITS.name, SEASON_MESSAGES.nameTooLong),
    ),
    start: z.string({ error: SEASON_MESSAGES.start }).regex(DAY_OF_YEAR_PATTERN, SEASON_MESSAGES.start),
    end: z.string({ error: SEASON_MESSAGES.end }).regex(DAY_OF_YEAR_PATTERN, SEASON_MESSAGES.end),
    dailyPercent: percent(SEASON_MESSAGES.dailyPercent),
    weeklyPercent: percent(SEASON_MESSAGES.weeklyPercent).nullable(),
    monthlyPercent: percent(SEASON_MESSAGES.monthlyPercent).nullable(),
    minimumDays: wholeNumberField(1, SEASON_LIMITS.minimumDays, SEASON_MESSAGES.minimumDays),
  })
  // A vehicle's week costs at most 7 of its days (docs/product-rules.md, "Prices"): a lower or equal
  // percentage keeps that true of the season's week against the season's day, whatever the vehicle.
  // Compared only when both are percentages in bounds: otherwise their own message says it.
  .superRefine((season, ctx) => {
    if (!isPercent(season.dailyPercent)) return;
    if (isPercent(season.weeklyPercent) && season.weeklyPercent > season.dailyPercent) {
      ctx.addIssue({ code: "custom", path: ["weeklyPercent"], message: SEASON_MESSAGES.weeklyAboveDaily });
    }
    if (isPercent(season.monthlyPercent) && season.monthlyPercent > season.dailyPercent) {
      ctx.addIssue({ code: "custom", path: ["monthlyPercent"], message: SEASON_MESSAGES.monthlyAboveDaily });
    }
  });

const sharesDays = (a: Season, b: Season) => DAYS_OF_YEAR.some((day) => isInSeason(a, day) && isInSeason(b, day));

/** The settings form, checked again by the server: at most 12 seasons, named apart, none overlapping. */
export const seasonsSchema = z
  .array(seasonSchema)
  .max(SEASON_LIMITS.seasons, SEASON_MESSAGES.tooMany)
  .superRefine((seasons, ctx) => {
    seasons.forEach((season, index) => {
      const earlier = seasons.slice(0, index);
      if (earlier.some((other) => other.name.toLowerCase() === season.name.toLowerCase())) {
        ctx.addIssue({ code: "custom", path: [index, "name"], message: SEASON_MESSAGES.sameName });
        return;
      }
      // On the later season's first day, which the form shows beside it; a fixed sentence, so it is translated.
      if (earlier.some((other) => sharesDays(other, season))) {
        ctx.addIssue({ code: "custom", path: [index, "start"], message: SEASON_MESSAGES.overlap });
      }
    });
  });
