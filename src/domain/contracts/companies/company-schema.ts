import { z } from "zod";
import { checkMapPin, mapPinFields } from "../../company-map-pin";
import { LIMITS, PARISHES } from "../../constants";
import { atMost } from "../../length-message";
import { cleanLine, emailField, phoneCountryField, phoneField } from "../../text-fields";

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
  })
  .superRefine(checkMapPin);
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfileValues = z.output<typeof companyProfileSchema>;
