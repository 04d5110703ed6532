import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, printedLogins } from "../helpers/server-process";
import { startSmtpServer } from "../helpers/smtp";
import { ADMIN, CHROMIUM_PATH } from "./constants";
import type { StoredMail } from "./mailbox";

/** One server of the run, with its own SMTP server and mail folder. */
export interface E2eServer {
  baseURL: string;
  /** The demo accounts' passwords, which the server makes at seeding and prints once. */
  demoPasswords: Record<string, string>;
  /** Where each mail the server sends is written as one JSON file (tests/e2e/mailbox.ts reads them). */
  mailDir: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    hasBrowser: boolean;
    /** One server per worker: a file talks to its worker's (tests/e2e/server.ts). */
    e2eServers: E2eServer[];
  }
}

/**
 * Starts, once for all browser tests, one real SMTP server and one instance of the built app per
 * worker (the e2e project's `maxWorkers`: no file sees another's writes), each on a random port with demo data. Each mail an app sends lands as a JSON file in
 * its server's `mailDir`: test files run in other processes and read them there.
 */
export default async function setup(project: TestProject) {
  const hasBrowser = existsSync(CHROMIUM_PATH);
  if (!hasBrowser) {
    const message = `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium package (apt-get install chromium).`;
    if (process.env.REQUIRE_BROWSER === "1") throw new Error(message);
    console.warn(`\n${"!".repeat(80)}\n!! BROWSER TESTS SKIPPED. ${message}\n${"!".repeat(80)}\n`);
  }
  project.provide("hasBrowser", hasBrowser);
  const stops: (() => Promise<void>)[] = [];
  // Last made, first stopped: each app before its SMTP server, each SMTP server before its folder.
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const servers = hasBrowser
      ? await Promise.all(Array.from({ length: project.config.maxWorkers }, () => startServerWithMail(stops)))
      : [];
    project.provide("e2eServers", servers);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

async function startServerWithMail(stops: (() => Promise<void>)[]): Promise<E2eServer> {
  const mailDir = mkdtempSync(join(tmpdir(), "e2e-mail-"));
  stops.push(async () => rmSync(mailDir, { recursive: true, force: true }));
  const smtp = await startSmtpServer({ onReceived: storeIn(mailDir) });
  stops.push(() => smtp.stop());
  return { ...(await startServer(smtp.url, stops)), mailDir };
}

/** Writes each received mail as its own file, named in arrival order. */
function storeIn(mailDir: string) {
  let count = 0;
  return (mail: { to: string[]; subject: string; text: string; html: string | undefined }) => {
    const stored: StoredMail = { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
    // Written aside then renamed: a test reading the folder never meets a half-written mail.
    const name = join(mailDir, `${String(++count).padStart(6, "0")}.json`);
    writeFileSync(`${name}.part`, JSON.stringify(stored));
    renameSync(`${name}.part`, name);
  };
}

/** Spawns the built app on a free port; `stops` gets the function that ends it. */
async function startServer(smtpUrl: string, stops: (() => Promise<void>)[]): Promise<Omit<E2eServer, "mailDir">> {
  const port = await freePort();
  const server = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: "127.0.0.1",
      DATA_DIR: "memory://e2e",
      DATABASE_URL: "",
      SEED_DEMO: "true",
      // The insights journey reads a page view it made a moment before.
      INSIGHTS_FLUSH_SECONDS: "1",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: "10000",
      // Every test's visitor sends requests from the same address.
      REQUEST_RATE_LIMIT: "10000",
      // The browser tests walk many public pages from one address.
      RENDER_RATE_LIMIT: "10000",
      // Chromium and the server share the machine's cores: a slow moment must not shed their pages.
      MAX_EVENT_LOOP_DELAY_MS: "0",
      LOG_LEVEL: "warn",
      // Test-only: calendar sync may fetch the local iCal server a browser test starts.
      CALENDAR_SYNC_ALLOW_PRIVATE_ADDRESSES: "true",
      CALENDAR_SYNC_MINUTES: "0",
      SMTP_URL: smtpUrl,
      MAIL_FROM: "Dominica Car Rental <no-reply@e2e.test>",
      // A mail whose first send failed is retried within the test's patience.
      MAIL_POLL_SECONDS: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  stops.push(async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => {
      // A server that starts after all would outlive the run.
      server.kill("SIGKILL");
      reject(new Error(`server did not start in time:\n${output}`));
    }, 180_000);
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
