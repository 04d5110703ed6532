import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "../db/client";

/** The request a query runs for: `admit` is called once, at its first statement, and may throw to refuse it. */
export interface QueryScope {
  admission?: Promise<void>;
  admit: () => Promise<void>;
  /** True once the request has been answered: work it left behind is no longer its own. */
  isOver: () => boolean;
}

export interface GatedDatabase {
  /** Runs `next` (the rest of a request's handling) so that its first statement calls `scope.admit`. */
  runAs(scope: QueryScope, next: () => void): void;
  /** `select 1` outside any request's scope. */
  ping: () => Promise<void>;
  /** Takes the wrapping away again. */
  ungate: () => void;
}

/** One store for the process: `outsideRequests` must leave whichever app's request it is called in. */
const scopes = new AsyncLocalStorage<QueryScope>();

/**
 * Runs `work` as the server's own, never as part of the request it was started from: its
 * statements, and timers and promises it creates, are neither admitted nor refused with that
 * request (read-model updates, the mail worker, scheduled rounds).
 */
export function outsideRequests<T>(work: () => T): T {
  return scopes.exit(work);
}

/**
 * Makes a request's first statement wait for its admission, by wrapping the driver's entry points
 * that drizzle calls for every statement: PGlite's `query`, `exec` and `transaction`, the pool's
 * `query` and `connect`. Transactions included, so a refusal always comes before anything is
 * written (a 503 means nothing was written), and once admitted a request runs to its answer. Work
 * outside a request (start-up, scheduled jobs, `outsideRequests`) and the health check's ping pass
 * straight through, and so does what a request left running after its answer.
 */
export function gateDatabase(database: Database): GatedDatabase {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const ping = (client.query as (text: string) => Promise<unknown>).bind(client);
  const methods = database.kind === "pglite" ? ["query", "exec", "transaction"] : ["query", "connect"];
  const target = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = methods.map((name) => [name, target[name]] as const);
  for (const [name, original] of originals) {
    // The pool's own `query` takes its connection with a callback: that inner call was admitted already.
    const isPoolsOwnConnect = name === "connect";
    target[name] = function admitted(this: unknown, ...args: unknown[]) {
      const scope = scopes.getStore();
      if (!scope || scope.isOver() || (isPoolsOwnConnect && typeof args.at(-1) === "function")) {
        return original?.apply(this, args);
      }
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
