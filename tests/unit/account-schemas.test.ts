import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema, renterSignUpSchema } from "../../src/domain/contracts/accounts/account-schemas";
import { companyProfileSchema } from "../../src/domain/contracts/companies/company-schema";
import { CHOOSE_PHONE_COUNTRY } from "../../src/domain/phone-numbers";

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]);

describe("registerSchema: what sign-up accepts, and the message for each refusal", () => {
  const valid = {
    username: "roseau_rentals",
    password: "12345678",
    fullName: "Roseau Rentals",
    email: "a@b.dm",
    phone: "7674401234",
    role: "company",
    companyName: "Roseau Rentals",
  };

  it("accepts a phone written with spaces and punctuation", () => {
    expect(registerSchema.safeParse({ ...valid, phone: "(767) 440-1234" }).success).toBe(true);
  });

  it("accepts a valid registration and trims text", () => {
    expect(registerSchema.parse({ ...valid, username: "  roseau_rentals " }).username).toBe("roseau_rentals");
    for (const username of ["ab", "Éole-Cars.2", "u".repeat(32)]) {
      expect(registerSchema.parse({ ...valid, username }).username).toBe(username);
    }
  });

  it.each([
    ["email", "a@b", "Invalid email address"],
    ["phone", "767440123", "Phone number must be at least 10 digits"],
    ["fullName", "R", "Full name is required"],
    ["username", "r", "Username is required"],
    ["password", "1234567", "Password must be at least 8 characters"],
    ["companyName", " ", "Company name is required"],
    ["phone", "----------", "Phone number must be at least 10 digits"],
    ["phone", "767-440-123 ext", "Phone number must be at least 10 digits"],
    ["phone", "7".repeat(31), "Phone number must be at most 30 characters"],
    ["email", `${"a".repeat(250)}@b.dm`, "Email must be at most 254 characters"],
    ["username", "u".repeat(33), "Username must be at most 32 characters"],
    ["username", "roseau rides", "Username may contain only letters, digits, '.', '_' and '-'"],
    ["username", "roseau@rides", "Username may contain only letters, digits, '.', '_' and '-'"],
    ["fullName", "F".repeat(121), "Full name must be at most 120 characters"],
    ["companyName", "C".repeat(121), "Company name must be at most 120 characters"],
  ])("rejects %s=%j with '%s'", (field, value, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, [field]: value }))).toContainEqual([field, message]);
  });

  it("only registers companies", () => {
    expect(registerSchema.safeParse({ ...valid, role: "admin" }).success).toBe(false);
    expect(registerSchema.parse({ ...valid, role: undefined }).role).toBe("company");
  });
});

describe("renterSignUpSchema", () => {
  const valid = {
    fullName: "Maria Lopez",
    email: "maria@example.com",
    password: "password123",
    phone: "767 225 1234",
    nationality: "Canadian",
  };

  it("accepts a renter with or without a request's link", () => {
    // Without a language, the verification mail is written in English.
    expect(renterSignUpSchema.parse(valid)).toEqual({ ...valid, phoneCountry: "DM", language: "en" });
    expect(renterSignUpSchema.parse({ ...valid, requestToken: "a".repeat(43) }).requestToken).toBe("a".repeat(43));
  });

  it.each([
    ["fullName", "M", "Full name is required"],
    ["email", "maria", "Invalid email address"],
    ["password", "1234567", "Password must be at least 8 characters"],
    ["phone", "", "Phone number is required"],
    // Whether it is a number at all the server reads (tests/api/renters.test.ts): the browser has no number library.
    ["phoneCountry", "XX", CHOOSE_PHONE_COUNTRY],
    ["phone", "7".repeat(31), "Phone number must be at most 30 characters"],
    ["nationality", "  ", "Nationality is required"],
    ["nationality", "N".repeat(201), "Nationality must be at most 200 characters"],
    ["requestToken", "short", "Not a request link"],
  ])("rejects %s=%j with '%s'", (field, value, message) => {
    expect(firstMessage(renterSignUpSchema.safeParse({ ...valid, [field]: value }))).toContainEqual([field, message]);
  });
});

describe("loginSchema", () => {
  it("takes a renter's email as the username", () => {
    const email = `${"m".repeat(60)}@example.com`;
    expect(loginSchema.parse({ username: email, password: "x" }).username).toBe(email);
  });

  it("requires both fields", () => {
    expect(firstMessage(loginSchema.safeParse({ username: "", password: "" }))).toEqual([
      ["username", "Username is required"],
      ["password", "Password is required"],
    ]);
  });
});

describe("companyProfileSchema: what the company profile form accepts, and the message for each refusal", () => {
  const valid = {
    name: "Nature Isle Rentals",
    contactEmail: "hi@nature.dm",
    phone: "7674482211",
    contactFullName: "Marie Joseph",
    address: "14 King George V Street",
    cityVillage: "Roseau",
    parish: "Saint George",
  };

  it("accepts a complete profile", () => {
    expect(companyProfileSchema.parse(valid)).toEqual({ ...valid, phoneCountry: "DM" });
  });

  it.each([
    ["name", "", "Company name is required"],
    ["contactEmail", "nope", "Invalid email address"],
    ["phone", "", "Phone number is required"],
    ["phone", "767448", "Phone number must be at least 10 digits"],
    ["contactFullName", "M", "Contact name is required"],
    ["address", "", "Address is required"],
    ["cityVillage", "", "City/Village is required"],
    ["parish", "Saint Nowhere", "Parish is required"],
    ["phone", "..........", "Phone number must be at least 10 digits"],
    ["address", "A".repeat(201), "Address must be at most 200 characters"],
    ["contactEmail", `${"a".repeat(250)}@b.dm`, "Email must be at most 254 characters"],
  ])("rejects %s=%j with '%s'", (field, value, message) => {
    expect(firstMessage(companyProfileSchema.safeParse({ ...valid, [field]: value }))).toContainEqual([field, message]);
  });
});
