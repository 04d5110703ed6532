import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, sessions, users } from "../../src/server/db/schema";
import { createTestApp, sessionCookie, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();

const valid = {
  username: "islandwheels",
  password: "s3cret-pass",
  fullName: "Island Wheels Ltd",
  email: "hello@islandwheels.dm",
  phone: "7674401234",
  role: "company",
  companyName: "Island Wheels",
};

const register = (payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/register", payload });

describe("POST /api/register", () => {
  it("creates the company and its user, logs in, and never returns the password hash", async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ username: "islandwheels", role: "company", isActive: false, isAdmin: false });
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/i);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, user.companyId));
    expect(company).toMatchObject({ name: "Island Wheels", contactEmail: valid.email, country: "Dominica" });

    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: sessionCookie(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe("islandwheels");
  });

  it("stores a hashed password, not the password", async () => {
    const [row] = await t.db.select().from(users).where(eq(users.username, "islandwheels"));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(valid.password);
  });

  it("refuses a duplicate username (whatever its case) with 409 and creates no second company", async () => {
    const before = await t.db.select().from(companies);
    const response = await register({ ...valid, username: "IslandWheels" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Username already exists");
    expect(await t.db.select().from(companies)).toHaveLength(before.length);
  });

  it.each([
    ["email", "not-an-email", "Invalid email address"],
    ["phone", "767123", "Phone number must be at least 10 digits"],
    ["fullName", "A", "Full name is required"],
    ["username", "a", "Username is required"],
    ["username", "roseau rides", "Username may contain only letters, digits, '.', '_' and '-'"],
    ["username", "r".repeat(33), "Username must be at most 32 characters"],
    ["password", "short", "Password must be at least 8 characters"],
    ["companyName", "", "Company name is required"],
  ])("rejects a bad %s with 400 and the spec's message", async (field, value, message) => {
    const response = await register({ ...valid, username: `u_${field}`, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it("cannot register an admin", async () => {
    const response = await register({ ...valid, username: "sneaky", role: "admin" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("role");
  });
});

describe("POST /api/login and /api/logout", () => {
  it("gives one message for a wrong password and for an unknown username", async () => {
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "islandwheels", password: "nope-nope" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "nobody", password: "nope-nope" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it("issues a new session id on every login and deletes the old one", async () => {
    const first = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: valid.username, password: valid.password },
    });
    const firstCookie = sessionCookie(first);
    const second = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: valid.username, password: valid.password },
      headers: { cookie: firstCookie },
    });
    const secondCookie = sessionCookie(second);
    expect(secondCookie).not.toBe(firstCookie);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: firstCookie } })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: secondCookie } })).statusCode,
    ).toBe(200);
  });

  it("sets an HttpOnly SameSite=Lax cookie and stores only a hash of its id", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: valid.username, password: valid.password },
    });
    const cookie = response.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const stored = await t.db.select().from(sessions);
    expect(stored.some((s) => s.idHash === cookie?.value)).toBe(false);
  });

  it("logout ends the session", async () => {
    const cookie = sessionCookie(
      await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: valid.username, password: valid.password },
      }),
    );
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
  });

  it("GET /api/user answers 401 to a visitor", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(response.statusCode).toBe(401);
  });
});

describe("request safety", () => {
  it("refuses a state-changing request from another site", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: valid.username, password: valid.password },
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a text/plain body (a form post from another site cannot become JSON)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: JSON.stringify({ username: valid.username, password: valid.password }),
      headers: { "content-type": "text/plain" },
    });
    expect(response.statusCode).toBe(415);
  });

  it("sends data with a content security policy that loads and frames nothing", async () => {
    const data = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(data.statusCode).toBe(200);
    expect(data.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(data.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves the OpenAPI description", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty("/api/register");
  });
});

describe("rate limiting", () => {
  it("answers 429 after too many login attempts", async () => {
    const limited = await createTestApp({ rateLimits: { auth: 3 } });
    try {
      const attempt = () =>
        limited.app.inject({ method: "POST", url: "/api/login", payload: { username: "x", password: "y" } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe("Too many attempts from this address: try again in 1 minute");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
