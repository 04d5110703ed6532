import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { request, startServer } from "../helpers/server-process";

/**
 * Issue 10: demo accounts get random passwords printed once, at the first start; a password given
 * in ADMIN_PASSWORD is never printed.
 */
const dataDir = mkdtempSync(join(tmpdir(), "first-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const printedLogins = (output: string) =>
  Object.fromEntries(
    [...(output.split("New logins, shown this once:")[1] ?? "").matchAll(/^ {4}(\S+) +(\S+)$/gm)].map((m) => [
      m[1],
      m[2],
    ]),
  );

async function stop(server: Awaited<ReturnType<typeof startServer>>) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

it("prints fresh demo passwords at the first start only, and never the configured admin's", async () => {
  const env = { DATA_DIR: dataDir, SEED_DEMO: "true", ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "configured-secret" };
  const first = await startServer(env);
  const logins = printedLogins(first.output());
  expect(Object.keys(logins).sort()).toEqual(["company1", "company2", "company3", "company4", "company5", "visitor"]);
  expect(first.output()).toContain("Admin login: boss (password from ADMIN_PASSWORD)");
  expect(first.output()).not.toContain("configured-secret");
  // The printed password works; the one the source used to hold does not.
  const ok = await request(first, "POST", "/api/login", { username: "company1", password: logins.company1 });
  expect(ok.status).toBe(200);
  const old = await request(first, "POST", "/api/login", { username: "company1", password: "company-demo-pass" });
  expect(old.status).toBe(401);
  await stop(first);

  const second = await startServer(env);
  expect(second.output()).not.toContain("New logins");
  expect(second.output()).not.toContain(logins.company1);
  expect(second.output()).not.toContain("configured-secret");
  await stop(second);
}, 180_000);
