import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ensureAdmin, notAnAdmin } from "../../src/server/accounts/ensure-admin";
import { users } from "../../src/server/db/schema";
import { createCompany } from "../helpers/factories";
import { login, setUpTestApp } from "../helpers/test-app";

/**
 * Issue 26 item 4: ADMIN_USERNAME / `npm run create-admin` never promote someone else's account,
 * and a new admin password ends that admin's sessions.
 */
const t = setUpTestApp();
const COST = 2 ** 10;
const whoAmI = (cookie: string) => t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });

describe("ensureAdmin", () => {
  it("refuses an existing account that is not an admin, leaving it as it was", async () => {
    const { user } = await createCompany(t.db);
    const cookie = await login(t.app, user.username, user.password);
    await expect(ensureAdmin(t.db, user.username.toUpperCase(), "taken-over-password", COST)).rejects.toThrow(
      notAnAdmin(user.username),
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isAdmin: false, role: "company", passwordHash: user.passwordHash });
    expect((await whoAmI(cookie)).json().isAdmin).toBe(false);
  });

  it("keeps the admin's sessions when started again with the same password", async () => {
    expect(await ensureAdmin(t.db, "steady-admin", "first-secret", COST)).toBe("created");
    const cookie = await login(t.app, "steady-admin", "first-secret");
    expect(await ensureAdmin(t.db, "steady-admin", "first-secret", COST)).toBe("unchanged");
    expect((await whoAmI(cookie)).statusCode).toBe(200);
  });

  it("ends every session of the admin when its password changes", async () => {
    await ensureAdmin(t.db, "rotated-admin", "first-secret", COST);
    const cookies = [
      await login(t.app, "rotated-admin", "first-secret"),
      await login(t.app, "rotated-admin", "first-secret"),
    ];
    expect(await ensureAdmin(t.db, "rotated-admin", "second-secret", COST)).toBe("password changed");
    for (const cookie of cookies) expect((await whoAmI(cookie)).statusCode).toBe(401);
    const old = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "rotated-admin", password: "first-secret" },
    });
    expect(old.statusCode).toBe(401);
    expect((await whoAmI(await login(t.app, "rotated-admin", "second-secret"))).json().isAdmin).toBe(true);
  });
});
