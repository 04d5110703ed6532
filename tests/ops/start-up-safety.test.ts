import { execFile } from "node:child_process";
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { notAnAdmin } from "../../src/server/accounts/ensure-admin";
import { INSECURE_COOKIE_WARNING } from "../../src/server/config";
import { request, type ServerProcess, startServer } from "../helpers/server-process";

/**
 * Issue 26 items 4, 7 and 10, on the real server: an owner-only data directory, the admin from
 * ADMIN_USERNAME / ADMIN_PASSWORD (never someone else's account promoted; a new password ends its
 * sessions), and a Secure session cookie in production.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "start-up-safety-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const production = {
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  PUBLIC_URL: "https://rent.example.dm",
  ADMIN_USERNAME: "boss",
};

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

/** Every directory and file under `path` with a mode other than the owner-only ones. */
function notPrivate(path: string): string[] {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return [];
  const mode = stat.mode & 0o777;
  if (!stat.isDirectory()) return mode === 0o600 ? [] : [`${path} ${mode.toString(8)}`];
  const own = mode === 0o700 ? [] : [`${path} ${mode.toString(8)}`];
  return [...own, ...readdirSync(path).flatMap((name) => notPrivate(join(path, name)))];
}

function makeWorldWritable(path: string) {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  chmodSync(path, stat.isDirectory() ? 0o777 : 0o666);
  if (stat.isDirectory()) for (const name of readdirSync(path)) makeWorldWritable(join(path, name));
}

async function logIn(server: ServerProcess, password: string) {
  const response = await request(server, "POST", "/api/login", { username: "boss", password });
  expect(response.status).toBe(200);
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("sid=")) ?? "";
  return { cookie: setCookie.split(";")[0] ?? "", secure: /;\s*Secure/i.test(setCookie) };
}

const whoAmI = async (server: ServerProcess, cookie: string) =>
  (await request(server, "GET", "/api/user", undefined, cookie)).status;

it("keeps the data directory private, the admin's sessions until its password changes, and cookies Secure in production", async () => {
  const first = await startServer({ ...production, SEED_DEMO: "true", ADMIN_PASSWORD: "first-secret" });
  const session = await logIn(first, "first-secret");
  expect(session.secure).toBe(true);
  expect(first.output()).not.toContain(INSECURE_COOKIE_WARNING);
  expect(notPrivate(dataDir)).toEqual([]);
  await stop(first);

  // A directory left open by an older version is closed at the next start.
  makeWorldWritable(dataDir);
  const again = await startServer({ ...production, ADMIN_PASSWORD: "first-secret" });
  expect(notPrivate(dataDir)).toEqual([]);
  expect(await whoAmI(again, session.cookie)).toBe(200);
  await stop(again);

  const rotated = await startServer({ ...production, ADMIN_PASSWORD: "second-secret", COOKIE_SECURE: "false" });
  expect(rotated.output()).toContain(`Warning: ${INSECURE_COOKIE_WARNING}`);
  expect(await whoAmI(rotated, session.cookie)).toBe(401);
  expect((await logIn(rotated, "second-secret")).secure).toBe(false);
  await stop(rotated);

  // company1 is a demo company's account: naming it the admin stops the start, and create-admin refuses it.
  await expect(
    startServer({ ...production, ADMIN_USERNAME: "company1", ADMIN_PASSWORD: "takeover-secret" }),
  ).rejects.toThrow(notAnAdmin("company1"));
  const createAdmin = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      join(root, "node_modules/.bin/tsx"),
      ["scripts/create-admin.ts"],
      { cwd: root, env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir } },
      (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
    );
    child.stdin?.end("company1\ntakeover-secret\n");
  });
  expect(createAdmin.code).toBe(1);
  expect(createAdmin.stderr).toContain(notAnAdmin("company1"));
}, 300_000);
