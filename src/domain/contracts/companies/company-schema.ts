import { z } from "zod";
import { checkMapPin, mapPinFields } from "../../company-map-pin";
import { LIMITS, PARISHES } from "../../constants";
import { atMost } from "../../length-message";
import { optionalTextField } from "../../optional-text-field";
import { cleanLine, emailField, phoneCountryField, phoneField } from "../../text-fields";

/** The landing page's About text: the database holds the same bound (migration 0031). */
export const COMPANY_DESCRIPTION_MAX = 1000;

/** The company profile form with its messages. */
export const companyProfileSchema = z
  .object({
    name: cleanLine(
      z.string().trim().min(1, "Company name is required").max(LIMITS.nameMax, atMost("Company name", LIMITS.nameMax)),
    ),
    contactEmail: emailField(),
    phone: phoneField("Phone number is required"),
    phoneCountry: phoneCountryField(),
    contactFullName: cleanLine(
      z.string().trim().min(2, "Contact name is required").max(LIMITS.nameMax, atMost("Contact name", LIMITS.nameMax)),
    ),
    address: cleanLine(z.string().trim().min(1, "Address is required").max(200, atMost("Address", 200))),
    cityVillage: cleanLine(
      z.string().trim().min(1, "City/Village is required").max(LIMITS.nameMax, atMost("City/Village", LIMITS.nameMax)),
    ),
    parish: z.enum(PARISHES, { error: "Parish is required" }),
    ...mapPinFields,
    // The currency is not here: changing it asks what becomes of the amounts (currency-change.ts).
    /** The About text of its landing page, in its own words; empty: the page has none. Left out, it stays. */
    description: optionalTextField(COMPANY_DESCRIPTION_MAX, atMost("About text", COMPANY_DESCRIPTION_MAX)).optional(),
  })
  .superRefine(checkMapPin);
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfileValues = z.output<typeof companyProfileSchema>;
