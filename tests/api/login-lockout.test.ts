import { describe, expect, it } from "vitest";
import { tryAgainMessage } from "../../src/domain/try-again-message";
import { FAILED_LOGINS_FOR_USERNAME, FAILED_LOGINS_FROM_ADDRESS } from "../../src/server/accounts/login-lockout";
import { createUser } from "../helpers/factories";
import { setUpTestApp } from "../helpers/test-app";

/**
 * Issue 26 item 8: failed logins count per username and address, so a stranger guessing at one
 * address locks out that address only; a much higher per-username ceiling catches guessing spread
 * over many addresses.
 */
const t = setUpTestApp({ rateLimits: { failuresPerAddress: 3, failuresPerUsername: 6 } });

const attempt = (username: string, password: string, address: string) =>
  t.app.inject({ method: "POST", url: "/api/login", remoteAddress: address, payload: { username, password } });

const admin = () => createUser(t.db, { isAdmin: true, role: "admin", isActive: true });

describe("login lock-out", () => {
  it("locks the guessing address out, even with the right password, while the owner logs in elsewhere", async () => {
    const owner = await admin();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt(owner.username, "wrong-password", "10.1.0.1")).statusCode);
    expect(statuses).toEqual([401, 401, 401]);

    const locked = await attempt(owner.username.toUpperCase(), owner.password, "10.1.0.1");
    expect([locked.statusCode, locked.json().message]).toEqual([
      429,
      tryAgainMessage(FAILED_LOGINS_FROM_ADDRESS, 15 * 60),
    ]);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);

    expect((await attempt(owner.username, owner.password, "10.1.0.2")).statusCode).toBe(200);
  });

  it("locks an unknown username exactly as a known one, so the lock reveals nothing", async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt("nobody-here", "wrong-password", "10.2.0.1")).statusCode).toBe(401);
    expect((await attempt("nobody-here", "wrong-password", "10.2.0.1")).json().message).toBe(
      tryAgainMessage(FAILED_LOGINS_FROM_ADDRESS, 15 * 60),
    );
  });

  it("starts the address afresh after a successful login", async () => {
    const owner = await admin();
    for (let i = 0; i < 2; i++) await attempt(owner.username, "wrong-password", "10.3.0.1");
    expect((await attempt(owner.username, owner.password, "10.3.0.1")).statusCode).toBe(200);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(owner.username, "wrong-password", "10.3.0.1")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("treats an IPv6 /64 as one address", async () => {
    const owner = await admin();
    for (let i = 1; i <= 3; i++) await attempt(owner.username, "wrong-password", `2001:db8:1:2::${i}`);
    expect((await attempt(owner.username, owner.password, "2001:db8:1:2::99")).statusCode).toBe(429);
    expect((await attempt(owner.username, owner.password, "2001:db8:1:3::1")).statusCode).toBe(200);
  });

  it("stops guessing spread over many addresses at the per-username ceiling, for every address", async () => {
    const owner = await admin();
    for (let i = 1; i <= 6; i++) {
      expect((await attempt(owner.username, "wrong-password", `10.4.0.${i}`)).statusCode).toBe(401);
    }
    const refused = await attempt(owner.username, owner.password, "10.4.1.1");
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      tryAgainMessage(FAILED_LOGINS_FOR_USERNAME, 15 * 60),
    ]);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
