import { eq, sql } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../auth/password";
import { ConfigError } from "../config";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { changePassword, findUserByUsername } from "./queries";

export const notAnAdmin = (username: string) =>
  `The account "${username}" exists and is not an admin; it is not made one. ` +
  "Choose another admin username (ADMIN_USERNAME, or npm run create-admin).";

/**
 * Makes sure an admin with this username exists and has this password (ADMIN_USERNAME and
 * ADMIN_PASSWORD at start, `npm run create-admin`). It never promotes someone else's account:
 * that would hand the marketplace to whoever holds that account's password or sessions. A new
 * password ends the admin's sessions; the same one, given at every start, keeps them.
 */
export async function ensureAdmin(
  db: Db,
  username: string,
  password: string,
  passwordCost?: number,
): Promise<"created" | "password changed" | "unchanged"> {
  const existing = await findUserByUsername(db, username);
  if (!existing) {
    await db.insert(users).values({
      username,
      passwordHash: await hashPassword(password, passwordCost),
      fullName: "Marketplace Admin",
      email: "admin@example.com",
      phone: "7670000000",
      role: "admin",
      isAdmin: true,
      isActive: true,
      approvedAt: new Date(),
    });
    return "created";
  }
  if (!existing.isAdmin) throw new ConfigError(notAnAdmin(existing.username));
  // Configured admins act: one switched off is switched on again, as its approval records.
  if (!existing.isActive) {
    await db
      .update(users)
      .set({ isActive: true, approvedAt: sql`coalesce(${users.approvedAt}, now())` })
      .where(eq(users.id, existing.id));
  }
  if (await verifyPassword(password, existing.passwordHash)) return "unchanged";
  await changePassword(db, existing.id, await hashPassword(password, passwordCost));
  return "password changed";
}
