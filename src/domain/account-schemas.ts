import { z } from "zod";
import { LIMITS } from "./constants";

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Username is required"),
  password: z.string().min(1, "Password is required"),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Spec §5 Registration; the company name travels as `companyName` (design.md). */
export const registerSchema = z.object({
  username: z.string().trim().min(2, "Username is required").max(50, "Username must be at most 50 characters"),
  password: z
    .string()
    .min(LIMITS.passwordMin, "Password must be at least 8 characters")
    .max(200, "Password must be at most 200 characters"),
  fullName: z.string().trim().min(2, "Full name is required").max(120),
  email: z.string().trim().pipe(z.email("Invalid email address")),
  phone: z.string().trim().min(LIMITS.phoneMin, "Phone number must be at least 10 digits").max(30),
  role: z.literal("company").default("company"),
  companyName: z.string().trim().min(2, "Company name is required").max(120),
});
export type RegisterInput = z.input<typeof registerSchema>;
