import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "../db/client";

/** The channel the `catalogue_changed()` trigger (migration 0002) notifies on every catalogue write. */
export const CATALOGUE_CHANNEL = "catalogue";

/**
 * What this process knows of the catalogue's version: a local counter that moves on every
 * `NOTIFY catalogue` (one per committed write to companies, users, vehicles, periods or bookings),
 * and whether it is listening at all. While it is not (starting, or the PostgreSQL connection
 * dropped), `isLive` is false and the cache must neither serve nor store.
 *
 * The counter is local on purpose: notifications arrive in commit order, so "one more than before"
 * is exactly "something committed since". ETags come from the bytes, so instances agree on them
 * without agreeing on a number.
 */
export interface CatalogueVersion {
  readonly value: number;
  readonly isLive: boolean;
  /** Moves the version on: this process just changed something, or wants to forget what it cached. */
  bump(): void;
  close(): Promise<void>;
}

class Version implements CatalogueVersion {
  value = 0;
  isLive = false;
  stop: () => Promise<void> = async () => {};
  bump() {
    this.value++;
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
    const unlisten = await (client as PGlite).listen(CATALOGUE_CHANNEL, () => version.bump());
    version.stop = () => unlisten();
    version.isLive = true;
    return version;
  }
  const pool = client as pg.Pool;
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 100;

  const connect = async (): Promise<void> => {
    const listener = new pg.Client(pool.options);
    const lost = () => {
      if (current !== listener) return;
      current = undefined;
      version.isLive = false;
      version.bump();
      listener.end().catch(() => {});
      if (!closed) retry = setTimeout(reconnect, delay);
      delay = Math.min(delay * 2, 5_000);
    };
    listener.on("notification", () => version.bump());
    listener.on("error", lost);
    listener.on("end", lost);
    await listener.connect();
    await listener.query(`listen ${CATALOGUE_CHANNEL}`);
    current = listener;
    // Whatever committed while nobody listened is unknown: forget everything cached before.
    version.bump();
    version.isLive = true;
    delay = 100;
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!closed) retry = setTimeout(reconnect, delay);
      delay = Math.min(delay * 2, 5_000);
    });
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
