import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "../db/client";

/** The channel migration 0008's triggers notify on each committed change visitors can see. */
export const CATALOGUE_CHANNEL = "catalogue";
/** Where `settle()` sends its marker: it arrives after every notification committed before it. */
const BARRIER_CHANNEL = "catalogue_barrier";
/** How long a write waits for its own notifications before answering anyway. */
const SETTLE_TIMEOUT_MS = 1_000;

/**
 * What changed: the table, and the company and vehicle it concerns. `table: "*"` means anything
 * may have changed (notifications missed while disconnected, an unreadable payload).
 */
export interface CatalogueChange {
  table: string;
  companyId?: number | null;
  vehicleId?: number | null;
}

const EVERYTHING: CatalogueChange = { table: "*" };

export function parseChange(payload: string | undefined): CatalogueChange {
  try {
    const change = JSON.parse(payload ?? "") as CatalogueChange;
    return typeof change?.table === "string" ? change : EVERYTHING;
  } catch {
    return EVERYTHING;
  }
}

/**
 * What this process knows of the catalogue's version: a local counter that moves on every
 * notification of a committed change visitors can see (docs/decisions/change-signal.md), and
 * whether it is listening at all. While it is not (starting, or the PostgreSQL connection dropped),
 * `isLive` is false and the cache must neither serve nor store.
 *
 * The counter is local on purpose: notifications arrive in commit order, so "one more than before"
 * is exactly "something committed since". ETags come from the bytes, so instances agree on them
 * without agreeing on a number.
 */
export interface CatalogueVersion {
  readonly value: number;
  readonly isLive: boolean;
  /** Calls `listener` with each change, after the version moved; returns the unsubscribe. */
  onChange(listener: (change: CatalogueChange) => void): () => void;
  /**
   * Resolves once every change committed before the call has been received, so a writer's next read
   * sees its own write. Immediate on PGlite, which notifies before a write's promise settles.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

class Version implements CatalogueVersion {
  value = 0;
  isLive = false;
  private readonly listeners = new Set<(change: CatalogueChange) => void>();
  stop: () => Promise<void> = async () => {};
  settle: () => Promise<void> = async () => {};

  changed(change: CatalogueChange) {
    this.value++;
    for (const listener of this.listeners) listener(change);
  }
  onChange(listener: (change: CatalogueChange) => void) {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
  async close() {
    this.isLive = false;
    await this.stop();
  }
}

/**
 * Starts listening. PGlite (one process, one connection) calls the listener before the writing
 * statement's promise settles, so the next request always sees the new version. PostgreSQL gets a
 * dedicated connection outside the pool, reconnecting with back-off when it drops.
 */
export async function listenForCatalogueChanges(database: Database): Promise<CatalogueVersion> {
  const version = new Version();
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === "pglite") {
    const unlisten = await (client as PGlite).listen(CATALOGUE_CHANNEL, (payload) =>
      version.changed(parseChange(payload)),
    );
    version.stop = () => unlisten();
    version.isLive = true;
    return version;
  }
  const pool = client as pg.Pool;
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 100;
  const barriers = new Map<string, () => void>();

  const connect = async (): Promise<void> => {
    const listener = new pg.Client(pool.options);
    const lost = () => {
      if (current !== listener) return;
      current = undefined;
      version.isLive = false;
      version.changed(EVERYTHING);
      listener.end().catch(() => {});
      if (!closed) retry = setTimeout(reconnect, delay);
      delay = Math.min(delay * 2, 5_000);
    };
    listener.on("notification", ({ channel, payload }) => {
      if (channel === BARRIER_CHANNEL) barriers.get(payload ?? "")?.();
      else version.changed(parseChange(payload));
    });
    listener.on("error", lost);
    listener.on("end", lost);
    await listener.connect();
    await listener.query(`listen ${CATALOGUE_CHANNEL}; listen ${BARRIER_CHANNEL}`);
    current = listener;
    // Whatever committed while nobody listened is unknown: forget everything cached before.
    version.changed(EVERYTHING);
    version.isLive = true;
    delay = 100;
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!closed) retry = setTimeout(reconnect, delay);
      delay = Math.min(delay * 2, 5_000);
    });
  };

  // PostgreSQL delivers notifications in commit order: once our marker, sent after the write
  // committed, comes back, the write's own notifications have come before it.
  version.settle = async () => {
    if (!version.isLive) return;
    const marker = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      barriers.set(marker, resolve);
      timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
    });
    try {
      await pool.query("select pg_notify($1, $2)", [BARRIER_CHANNEL, marker]);
      await arrived;
    } finally {
      clearTimeout(timer);
      barriers.delete(marker);
    }
  };

  await connect();
  version.stop = async () => {
    closed = true;
    clearTimeout(retry);
    const listener = current;
    current = undefined;
    await listener?.end().catch(() => {});
  };
  return version;
}
