import { inject } from "vitest";
import type { E2eServer } from "./global-setup";

/**
 * The server of this test file's worker (tests/e2e/global-setup.ts starts one per worker): files
 * running side by side never share demo data or a mailbox.
 */
export function thisWorkersServer(): E2eServer {
  const servers = inject("e2eServers");
  const server = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
  if (!server) throw new Error("no browser-test server was started");
  return server;
}
