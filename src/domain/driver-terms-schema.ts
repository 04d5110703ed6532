import { z } from "zod";
import { DRIVER_AGES } from "./driver-checks";
import { DRIVER_TERM_LIMITS, DRIVER_TERM_MESSAGES, PERMIT_ARRANGEMENTS } from "./driver-terms";
import { optionalTextField } from "./optional-text-field";
import { wholeNumberField } from "./whole-number-field";

// The driver terms as the profile form and the server check them (docs/product-rules.md,
// "Drivers"); apart from driver-terms.ts so that pricing on the public pages carries no zod.

const inCents = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
const feeAmount = (min: number, message: string) =>
  z.number({ error: message }).min(min, message).max(DRIVER_TERM_LIMITS.fee, message).refine(inCents, message);

/** The driver fields of the profile's form, checked again by the server. */
export const driverTermsFields = z.object({
  minimumDriverAge: wholeNumberField(
    DRIVER_AGES.minimum,
    DRIVER_TERM_LIMITS.oldestMinimumAge,
    DRIVER_TERM_MESSAGES.minimumDriverAge,
  ),
  minimumLicenseYears: wholeNumberField(0, DRIVER_TERM_LIMITS.licenseYears, DRIVER_TERM_MESSAGES.minimumLicenseYears),
  youngDriverFee: feeAmount(0.01, DRIVER_TERM_MESSAGES.youngDriverFee).nullable(),
  youngDriverUnderAge: wholeNumberField(
    DRIVER_AGES.minimum + 1,
    DRIVER_TERM_LIMITS.oldestMinimumAge,
    DRIVER_TERM_MESSAGES.youngDriverUnderAge,
  ).nullable(),
  permit: z.enum(PERMIT_ARRANGEMENTS, { error: DRIVER_TERM_MESSAGES.permit }),
  permitFee: feeAmount(0, DRIVER_TERM_MESSAGES.permitFee).nullable(),
  permitNote: optionalTextField(DRIVER_TERM_LIMITS.permitNote, DRIVER_TERM_MESSAGES.permitNote),
});
