import { z } from "zod";
import { LIMITS } from "../../constants";
import { atMost } from "../../length-message";
import { emailField, phoneField } from "../../text-fields";

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(50, atMost("Username", 50)),
  password: z.string().min(1, "Password is required").max(200, atMost("Password", 200)),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Registration; the company name travels as `companyName` (docs/product-rules.md, "Who is who"). */
export const registerSchema = z.object({
  username: z.string().trim().min(2, "Username is required").max(50, atMost("Username", 50)),
  password: z
    .string()
    .min(LIMITS.passwordMin, "Password must be at least 8 characters")
    .max(200, atMost("Password", 200)),
  fullName: z.string().trim().min(2, "Full name is required").max(LIMITS.nameMax, atMost("Full name", LIMITS.nameMax)),
  email: emailField(),
  phone: phoneField(),
  role: z.literal("company").default("company"),
  companyName: z
    .string()
    .trim()
    .min(2, "Company name is required")
    .max(LIMITS.nameMax, atMost("Company name", LIMITS.nameMax)),
});
export type RegisterInput = z.input<typeof registerSchema>;
