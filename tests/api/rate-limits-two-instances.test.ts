import { describe, expect, it } from "vitest";
import { tryAgainMessage } from "../../src/domain/try-again-message";
import { FAILED_LOGINS_FROM_ADDRESS } from "../../src/server/accounts/login-lockout";
import { TOO_MANY_ATTEMPTS } from "../../src/server/accounts/session-routes";
import { TOO_MANY_UPLOADS } from "../../src/server/vehicles/image-uploads";
import { createCompany, createUser } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { makeImage } from "../helpers/images";
import { login, setUpInstancePair } from "../helpers/test-app";

/**
 * Issue 26 item 11: with DATABASE_URL every limit counts in PostgreSQL, so two instances behind a
 * load balancer do not each grant the full allowance. PostgreSQL only: set DATABASE_URL to run.
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("limits shared by two instances (runs only with DATABASE_URL)", () => {
  const pair = setUpInstancePair(serverUrl ?? "", { rateLimits: { auth: 5, failuresPerAddress: 3, images: 1 } });
  const alternate = (i: number) => (i % 2 === 0 ? pair.a : pair.b);

  it("counts one address's login attempts on both instances together", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const response = await alternate(i).inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: "10.20.0.1",
        payload: { username: `nobody-${i}`, password: "wrong-password" },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(tryAgainMessage(TOO_MANY_ATTEMPTS, 60));
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("locks a guessing address out on both instances after failures spread over them", async () => {
    const owner = await createUser(pair.db, { isAdmin: true, role: "admin", isActive: true });
    const attempt = (i: number, password: string, address = "10.21.0.1") =>
      alternate(i).inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: address,
        payload: { username: owner.username, password },
      });
    for (let i = 0; i < 3; i++) expect((await attempt(i, "wrong-password")).statusCode).toBe(401);
    for (const i of [0, 1]) {
      const refused = await attempt(i, owner.password);
      expect([refused.statusCode, refused.json().message]).toEqual([
        429,
        tryAgainMessage(FAILED_LOGINS_FROM_ADDRESS, 15 * 60),
      ]);
      expect(refused.headers["retry-after"]).toBeDefined();
    }
    expect((await attempt(1, owner.password, "10.21.0.2")).statusCode).toBe(200);
  });

  it("counts an account's image uploads on both instances together", async () => {
    const { user } = await createCompany(pair.db);
    const cookie = await login(pair.a, user.username, user.password);
    const upload = async (i: number) =>
      alternate(i).inject({
        method: "POST",
        url: "/api/vehicles",
        headers: { cookie },
        payload: validVehicleInput({ image: (await makeImage()).dataUrl }),
      });
    expect((await upload(0)).statusCode).toBe(201);
    const second = await upload(1);
    expect([second.statusCode, second.json().message]).toEqual([429, tryAgainMessage(TOO_MANY_UPLOADS, 60)]);
  });

  it("gives a route's own limit (app.rateLimits) one count across instances", async () => {
    const limit = { max: 1, windowMs: 60_000 };
    expect(await pair.a.rateLimits.hit("sync:import:1", limit)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await pair.b.rateLimits.hit("sync:import:1", limit);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
