import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, printedLogins } from "../helpers/server-process";
import { startSmtpServer } from "../helpers/smtp";
import { ADMIN, CHROMIUM_PATH } from "./constants";
import type { StoredMail } from "./mailbox";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    hasBrowser: boolean;
    /** The demo accounts' passwords, which the server makes at seeding and prints once. */
    demoPasswords: Record<string, string>;
    /** Where each mail the app sends is written as one JSON file (tests/e2e/mailbox.ts reads them). */
    mailDir: string;
  }
}

let server: ChildProcess | undefined;

/**
 * Starts a real SMTP server and the built app on a random port with demo data, once for all browser
 * tests. Each mail the app sends lands as a JSON file in `mailDir`: test files run in other
 * processes and read them there.
 */
export default async function setup(project: TestProject) {
  const hasBrowser = existsSync(CHROMIUM_PATH);
  if (!hasBrowser) {
    const message = `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium package (apt-get install chromium).`;
    if (process.env.REQUIRE_BROWSER === "1") throw new Error(message);
    console.warn(`\n${"!".repeat(80)}\n!! BROWSER TESTS SKIPPED. ${message}\n${"!".repeat(80)}\n`);
  }
  project.provide("hasBrowser", hasBrowser);
  const mailDir = mkdtempSync(join(tmpdir(), "e2e-mail-"));
  project.provide("mailDir", mailDir);
  const smtp = hasBrowser ? await startSmtpServer({ onReceived: storeIn(mailDir) }) : undefined;
  const started = smtp ? await startServer(smtp.url) : { baseURL: "", demoPasswords: {} };
  project.provide("baseURL", started.baseURL);
  project.provide("demoPasswords", started.demoPasswords);
  return async () => {
    if (server) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await smtp?.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
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

async function startServer(smtpUrl: string): Promise<{ baseURL: string; demoPasswords: Record<string, string> }> {
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
    let output = "";
    const timer = setTimeout(() => {
      // A server that starts after all would outlive the run.
      server?.kill("SIGKILL");
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
