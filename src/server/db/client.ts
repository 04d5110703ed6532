import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { makeDataDirPrivate, PRIVATE_DIR_MODE } from "./private-files";
import * as schema from "./schema";

export type Schema = typeof schema;
/** A database or transaction handle: query functions take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL's connection pool, for what needs one connection of its own (advisory locks). */
  pool?: pg.Pool;
  /** The SQL migrations only: `migrate` in src/server/migrate.ts runs them and the data fixes after. */
  migrateSql(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = new URL("./migrations", import.meta.url).pathname;

/** The PGlite extensions the schema needs; a data directory must always be opened with them. */
export const pgliteExtensions = { btree_gist };

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PGlite only: a data directory (as `dumpDataDir` gives it) to start from, instead of a new one. */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.pgliteTemplate);
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    pool,
    migrateSql: async () => {
      await migrateNodePg(db, { migrationsFolder });
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  const releaseLock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, { extensions: pgliteExtensions, loadDataDir: template });
    if (!inMemory) makeDataDirPrivate(dataDir);
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      migrateSql: async () => {
        await migratePglite(db, { migrationsFolder });
      },
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Lock files this process holds (resolved paths): a second open in the same process is refused too. */
const heldLocks = new Set<string>();

/**
 * PGlite is single-process: a second server on the same directory would corrupt it. Backups and
 * restores take the same lock. Returns the function that releases it.
 *
 * The lock file names the owner's pid. A lock whose pid no longer runs is stale (a crashed or killed
 * server) and is taken over. So is a lock naming our own pid that this process does not hold: a
 * container restarted after a crash often gets the same pid (1) as the server it replaces.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lockPath = resolve(dataDir, "server.lock");
  if (heldLocks.has(lockPath)) {
    throw new Error(`The data directory ${dataDir} is in use by another server (pid ${process.pid}).`);
  }
  let fd: number;
  try {
    fd = openSync(lockPath, "wx");
  } catch {
    const pid = readLockPid(lockPath);
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(`The data directory ${dataDir} is in use by another server (pid ${pid}).`);
    }
    unlinkSync(lockPath); // stale lock from a crashed process
    fd = openSync(lockPath, "wx");
  }
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  heldLocks.add(lockPath);
  return () => {
    heldLocks.delete(lockPath);
    try {
      unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}

function readLockPid(path: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(path, "utf8"), 10) || undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
