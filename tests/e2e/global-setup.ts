import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import type { TestProject } from "vitest/node";
import { printedLogins } from "../helpers/server-process";
import { ADMIN, CHROMIUM_PATH } from "./constants";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    hasBrowser: boolean;
    /** The demo accounts' passwords, which the server makes at seeding and prints once. */
    demoPasswords: Record<string, string>;
  }
}

let server: ChildProcess | undefined;

/** Starts the built app on a random port with demo data, once for all browser tests. */
export default async function setup(project: TestProject) {
  const hasBrowser = existsSync(CHROMIUM_PATH);
  if (!hasBrowser) {
    const message = `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium package (apt-get install chromium).`;
    if (process.env.REQUIRE_BROWSER === "1") throw new Error(message);
    console.warn(`\n${"!".repeat(80)}\n!! BROWSER TESTS SKIPPED. ${message}\n${"!".repeat(80)}\n`);
  }
  project.provide("hasBrowser", hasBrowser);
  const started = hasBrowser ? await startServer() : { baseURL: "", demoPasswords: {} };
  project.provide("baseURL", started.baseURL);
  project.provide("demoPasswords", started.demoPasswords);
  return async () => {
    if (!server) return;
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
}

/** A port nobody listens on now, so the server's public address can be configured before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once("error", reject);
  });
}

async function startServer(): Promise<{ baseURL: string; demoPasswords: Record<string, string> }> {
  const port = await freePort();
  return new Promise((resolve, reject) => {
    server = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "src/server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        HOST: "127.0.0.1",
        DATA_DIR: "memory://e2e",
        DATABASE_URL: "",
        SEED_DEMO: "true",
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        AUTH_RATE_LIMIT: "10000",
        // The browser tests walk many public pages from one address.
        RENDER_RATE_LIMIT: "10000",
        // Chromium and the server share the machine's cores: a slow moment must not shed their pages.
        MAX_EVENT_LOOP_DELAY_MS: "0",
        LOG_LEVEL: "warn",
        // Test-only: calendar sync may fetch the local iCal server a browser test starts.
        CALENDAR_SYNC_ALLOW_PRIVATE_ADDRESSES: "true",
        CALENDAR_SYNC_MINUTES: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ baseURL: match[1].replace("localhost", "127.0.0.1"), demoPasswords: printedLogins(output) });
      }
    };
    server.stdout?.on("data", onData);
    server.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${output}`));
    });
  });
}
