import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "../db/client";

/** The request a query runs for: `admit` is called once, at its first query, and may throw to refuse it. */
export interface QueryScope {
  admission?: Promise<void>;
  admit: () => Promise<void>;
}

export interface GatedDatabase {
  /** Runs `next` (the rest of a request's handling) so that its first query calls `scope.admit`. */
  runAs(scope: QueryScope, next: () => void): void;
  /** `select 1` outside any request's scope. */
  ping: () => Promise<void>;
  /** Takes the wrapping away again. */
  ungate: () => void;
}

/**
 * Makes a request's first database query wait for its admission, by wrapping the driver's entry
 * points that drizzle calls for every query: PGlite's `query`, `exec` and `transaction`, the pool's
 * `query` and `connect`. Work outside a request (start-up, scheduled jobs) and the health check's
 * ping pass straight through.
 */
export function gateDatabase(database: Database): GatedDatabase {
  const scopes = new AsyncLocalStorage<QueryScope>();
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const ping = (client.query as (text: string) => Promise<unknown>).bind(client);
  const methods = database.kind === "pglite" ? ["query", "exec", "transaction"] : ["query", "connect"];
  const target = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = methods.map((name) => [name, target[name]] as const);
  for (const [name, original] of originals) {
    target[name] = function admitted(this: unknown, ...args: unknown[]) {
      const scope = scopes.getStore();
      // The pool's own `query` connects with a callback; only a caller's first call waits.
      if (!scope || typeof args.at(-1) === "function") return original?.apply(this, args);
      scope.admission ??= scope.admit();
      return scope.admission.then(() => original?.apply(this, args));
    };
  }
  return {
    runAs: (scope, next) => scopes.run(scope, next),
    ping: async () => {
      await ping("select 1");
    },
    ungate: () => {
      for (const [name, original] of originals) if (original) target[name] = original;
    },
  };
}
