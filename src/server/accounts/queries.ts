import { eq, sql } from "drizzle-orm";
import type { RegisterInput } from "../../domain/account-schemas";
import type { Db } from "../db/client";
import { companies, users } from "../db/schema";
import { conflict, isUniqueViolation } from "../errors";

export async function findUserByUsername(db: Db, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return user;
}

export const USERNAME_TAKEN = "Username already exists";

/** Registration creates the company and its first user together, or neither (design.md). */
export async function registerCompany(db: Db, input: Required<RegisterInput>, passwordHash: string) {
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.companyName,
          contactFullName: input.fullName,
          contactEmail: input.email,
          phone: input.phone,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error("company insert returned nothing");
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          role: "company",
          companyId: company.id,
        })
        .returning();
      if (!user) throw new Error("user insert returned nothing");
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
    throw error;
  }
}

/** Makes sure an admin with this username exists and has this password (ADMIN_USERNAME/ADMIN_PASSWORD). */
export async function ensureAdmin(db: Db, username: string, passwordHash: string): Promise<"created" | "updated"> {
  const existing = await findUserByUsername(db, username);
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash, isAdmin: true, isActive: true, role: "admin" })
      .where(eq(users.id, existing.id));
    return "updated";
  }
  await db.insert(users).values({
    username,
    passwordHash,
    fullName: "Marketplace Admin",
    email: "admin@example.com",
    phone: "7670000000",
    role: "admin",
    isAdmin: true,
    isActive: true,
  });
  return "created";
}
