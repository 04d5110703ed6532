import { z } from "zod";
import { AVAILABILITY_RULE_LIMITS, AVAILABILITY_RULE_MESSAGES } from "./availability-rules";
import { wholeNumberField } from "./whole-number-field";

// Apart from availability-rules.ts so that the public pages' calendars carry no zod.

/** The settings form, checked again by the server. */
export const availabilityRulesSchema = z.object({
  noticeHours: wholeNumberField(0, AVAILABILITY_RULE_LIMITS.noticeHours, AVAILABILITY_RULE_MESSAGES.noticeHours),
  cleaningDays: wholeNumberField(0, AVAILABILITY_RULE_LIMITS.cleaningDays, AVAILABILITY_RULE_MESSAGES.cleaningDays),
  longestRentalDays: wholeNumberField(
    1,
    AVAILABILITY_RULE_LIMITS.longestRentalDays,
    AVAILABILITY_RULE_MESSAGES.longestRentalDays,
  ),
});
