import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validVehicleInput } from "../helpers/fixtures";
import { request, type ServerProcess, sidCookie, startServer } from "../helpers/server-process";

/**
 * Issue 10: the embedded database keeps every acknowledged write through a process crash.
 * The real server runs on a data directory in a temp folder; a company and the admin fire vehicle
 * creations at it; it is killed with SIGKILL while writes are in flight; restarted on the same
 * directory (the dead process's lock file must not block it), every write that got a 201 must be
 * there. Three rounds.
 */
const ROUNDS = 3;
const WRITERS = 6;
/** Kill once this many writes have been acknowledged in the round (they keep coming until then). */
const ACKS_BEFORE_KILL = 15;

const dataDir = mkdtempSync(join(tmpdir(), "crash-test-"));
const admin = { username: "crash-admin", password: "crash-admin-password" };
const env = {
  DATA_DIR: dataDir,
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  AUTH_RATE_LIMIT: "10000",
};
let server: ServerProcess | undefined;
afterAll(async () => {
  server?.child.kill("SIGKILL");
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

async function login(s: ServerProcess, username: string, password: string) {
  const response = await request(s, "POST", "/api/login", { username, password });
  expect(response.status, await response.clone().text()).toBe(200);
  return sidCookie(response);
}

describe("crash safety of the embedded database (SIGKILL, restart on the same data directory)", () => {
  it(`keeps every acknowledged write over ${ROUNDS} kill -9 rounds`, { timeout: 180_000 }, async () => {
    server = await startServer(env);
    const adminCookie = await login(server, admin.username, admin.password);
    const registered = await request(server, "POST", "/api/register", {
      username: "crash-co",
      password: "crash-co-password",
      fullName: "Crash Owner",
      email: "owner@crash.dm",
      phone: "7674480000",
      companyName: "Crash Rentals",
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const companyCookie = sidCookie(registered);
    const { companyId } = (await registered.json()) as { companyId: number };

    const acknowledged = new Set<number>();
    const unexpected: string[] = [];
    let inFlight = 0;
    const inFlightAtKill: number[] = [];

    for (let round = 1; round <= ROUNDS; round++) {
      const s = server;
      let ackedThisRound = 0;
      let stop = false;
      let killed!: () => void;
      const killNow = new Promise<void>((resolve) => {
        killed = resolve;
      });
      // Half the writers are the company adding to its fleet, half the admin adding for the company.
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const asAdmin = w % 2 === 1;
          const body = validVehicleInput({
            model: `R${round}-W${w}-${i}`,
            ...(asAdmin ? { companyId } : {}),
          });
          inFlight++;
          try {
            const response = await request(s, "POST", "/api/vehicles", body, asAdmin ? adminCookie : companyCookie);
            if (response.status === 201) {
              const { id } = (await response.json()) as { id: number };
              acknowledged.add(id);
              if (++ackedThisRound === ACKS_BEFORE_KILL) killed();
            } else {
              unexpected.push(`${response.status} ${await response.text()}`);
            }
          } catch {
            // The connection died with the server: not acknowledged, so nothing is owed.
          } finally {
            inFlight--;
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      await killNow;
      // A little jitter, so the kill lands at a different point of a write each round.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
      inFlightAtKill.push(inFlight);
      s.child.kill("SIGKILL");
      expect(await s.exited).toBe("SIGKILL");
      stop = true;
      await Promise.all(writers);
      // The dead server's lock file is still there, naming a pid that no longer runs.
      expect(existsSync(join(dataDir, "server.lock"))).toBe(true);
      expect(readFileSync(join(dataDir, "server.lock"), "utf8")).toBe(String(s.child.pid));

      server = await startServer(env);
      // Sessions are writes too: both cookies still work after the crash.
      const listed = await request(server, "GET", "/api/company/vehicles", undefined, companyCookie);
      expect(listed.status).toBe(200);
      const present = new Set(((await listed.json()) as { id: number }[]).map((v) => v.id));
      const missing = [...acknowledged].filter((id) => !present.has(id));
      expect(missing, `acknowledged but lost after round ${round}`).toEqual([]);
      expect((await request(server, "GET", "/api/user", undefined, adminCookie)).status).toBe(200);
    }

    expect(unexpected).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(ROUNDS * ACKS_BEFORE_KILL);
    // Writes were in flight at every kill (each writer always has one out, save the one just answered).
    expect(Math.min(...inFlightAtKill)).toBeGreaterThan(0);

    console.log(
      `crash test: ${acknowledged.size} acknowledged writes kept over ${ROUNDS} SIGKILLs ` +
        `(writes in flight at each kill: ${inFlightAtKill.join(", ")})`,
    );

    // A clean stop releases the lock.
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, "server.lock"))).toBe(false);
    server = undefined;
  });
});
