import { z } from "zod";
import { LIMITS, PARISHES } from "./constants";

/** Spec §3 company profile form with the §5 messages. */
export const companyProfileSchema = z.object({
  name: z.string().trim().min(1, "Company name is required").max(120),
  contactEmail: z.string().trim().pipe(z.email("Invalid email address")),
  phone: z
    .string()
    .trim()
    .min(1, "Phone number is required")
    .min(LIMITS.phoneMin, "Phone number must be at least 10 digits")
    .max(30),
  contactFullName: z.string().trim().min(2, "Contact name is required").max(120),
  address: z.string().trim().min(1, "Address is required").max(200),
  cityVillage: z.string().trim().min(1, "City/Village is required").max(120),
  parish: z.enum(PARISHES, { error: "Parish is required" }),
});
export type CompanyProfileInput = z.infer<typeof companyProfileSchema>;
