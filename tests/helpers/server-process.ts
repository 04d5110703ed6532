import { type ChildProcess, spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`: also the Origin state-changing requests must send. */
  origin: string;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has gone. */
  exited: Promise<number | string>;
}

/**
 * The real server (`src/server/main.ts`) as a child process, API only, on a free port; `nodeOptions`
 * go to node itself (those NODE_OPTIONS refuses, such as --cpu-prof).
 *
 * It runs as `node --import tsx …`, not through the `tsx` command: `tsx` starts the server as a
 * grandchild and a SIGKILL sent to `tsx` would leave that grandchild — holding the database —
 * running on its own.
 */
export async function startServer(
  env: Record<string, string>,
  { timeoutMs = 60_000, nodeOptions = [] as string[] } = {},
): Promise<ServerProcess> {
  // The port is chosen first: the public address, which writes must come from, names it.
  const freeOne = String(await freePort());
  const child = spawn(process.execPath, [...nodeOptions, "--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      API_ONLY: "1",
      HOST: "127.0.0.1",
      PORT: freeOne,
      PUBLIC_URL: `http://127.0.0.1:${freeOne}`,
      // The tests' own requests come from here, also where a test sets another PUBLIC_URL (https in production).
      TRUSTED_ORIGINS: `http://127.0.0.1:${freeOne}`,
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      // Test servers share the machine's cores; a slow moment must not turn their requests into 503s.
      MAX_EVENT_LOOP_DELAY_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const check = () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", check);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${how}) before it was ready:\n${output}`));
    });
  });
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** A port nobody listens on now, so a server's public address can be configured before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once("error", reject);
  });
}

/** Reads the logins the server prints at its first start, as a person would copy them. */
export function printedLogins(output: string): Record<string, string> {
  const block = output.split("New logins, shown this once:")[1] ?? "";
  return Object.fromEntries([...block.matchAll(/^ {4}(\S+) +(\S+)$/gm)].map((m) => [m[1], m[2]]));
}

/** The `sid=…` cookie a response sets, ready for a Cookie header. */
export function sidCookie(response: Response): string {
  const sid = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("sid="));
  if (!sid) throw new Error(`no session cookie in response ${response.status}`);
  return sid;
}

/** A JSON request as the browser would send it: same Origin, JSON body, optional session cookie. */
export function request(server: ServerProcess, method: string, path: string, body?: unknown, cookie?: string) {
  return fetch(`${server.origin}${path}`, {
    method,
    headers: {
      origin: server.origin,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
