import { execFile } from "node:child_process";
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { lockDataDir, pgliteExtensions } from "./client";
import { makeDataDirPrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files";

/**
 * Backups (`npm run backup`, `npm run restore FILE`).
 *
 * - Embedded database (PGlite): a gzipped tarball of the whole data directory from PGlite's
 *   `dumpDataDir()`. PGlite is single-process, so the backup takes the data directory's lock: it
 *   refuses to run while a server holds the directory (stop the server, back up, start it again —
 *   a few seconds), and a server cannot start while a backup runs.
 * - PostgreSQL (`DATABASE_URL`): `pg_dump --format=custom`, an online, consistent snapshot; the
 *   server keeps running.
 *
 * A restore goes only into an empty target — a new or empty `DATA_DIR`, or a database without
 * tables — so it can never mix a backup with live data.
 */

export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string;
}

export type BackupKind = "pglite" | "postgres";

export class BackupError extends Error {}

const run = promisify(execFile);

/** Where `npm run backup` writes without an explicit file name. */
export function defaultBackupFile(target: BackupTarget, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return join("backups", target.databaseUrl ? `postgres-${stamp}.pgdump` : `pglite-${stamp}.tar.gz`);
}

export async function backup(target: BackupTarget, file: string): Promise<{ kind: BackupKind; bytes: number }> {
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another file name.`);
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const partial = `${file}.partial`;
  try {
    // Created owner-only before a byte is written; pg_dump then writes into it, keeping the mode.
    rmSync(partial, { force: true });
    closeSync(openSync(partial, "wx", PRIVATE_FILE_MODE));
    if (target.databaseUrl) {
      await pgDump(target.databaseUrl, partial);
    } else {
      writeDurably(partial, await dumpPglite(target.dataDir));
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { kind: target.databaseUrl ? "postgres" : "pglite", bytes: readFileSync(file).byteLength };
}

/** Restores FILE into the target, which must be empty; returns the row count of every table. */
export async function restore(
  file: string,
  target: BackupTarget,
): Promise<{ kind: BackupKind; rowCounts: Record<string, number> }> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const kind = backupKind(file);
  if (kind === "postgres" && !target.databaseUrl) {
    throw new BackupError(`${file} is a PostgreSQL dump: set DATABASE_URL to the (empty) database to restore into.`);
  }
  if (kind === "pglite" && target.databaseUrl) {
    throw new BackupError(`${file} is an embedded-database (PGlite) backup: unset DATABASE_URL and set DATA_DIR.`);
  }
  if (target.databaseUrl) {
    await assertEmptyDatabase(target.databaseUrl);
    await pgRestore(target.databaseUrl, file);
    return { kind, rowCounts: await withPgClient(target.databaseUrl, (q) => rowCounts(q)) };
  }
  return { kind, rowCounts: await restorePglite(file, target.dataDir) };
}

/** What a backup file holds, from its first bytes: a gzip (PGlite tarball) or a pg_dump archive. */
export function backupKind(file: string): BackupKind {
  const fd = openSync(file, "r");
  const head = Buffer.alloc(5);
  try {
    readSync(fd, head, 0, head.length, 0); // a shorter file leaves zeros, which match neither format
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  if (head.toString("latin1") === "PGDMP") return "postgres";
  throw new BackupError(`${file} is neither a PGlite backup (.tar.gz) nor a pg_dump custom-format archive.`);
}

// ——— PGlite ———

async function dumpPglite(dataDir: string): Promise<Uint8Array> {
  if (dataDir.startsWith("memory://"))
    throw new BackupError("DATA_DIR is memory://: there is nothing on disk to back up.");
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    throw new BackupError(`${dataDir} holds no database (no PG_VERSION): check DATA_DIR.`);
  }
  const release = lockOrExplain(dataDir);
  try {
    const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    makeDataDirPrivate(dataDir);
    try {
      const blob = await client.dumpDataDir("gzip");
      return new Uint8Array(await blob.arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function restorePglite(file: string, dataDir: string): Promise<Record<string, number>> {
  if (dataDir.startsWith("memory://")) throw new BackupError("DATA_DIR is memory://: restore into a directory.");
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `Refusing to restore into ${dataDir}: the directory is not empty. Restore into a new or empty directory ` +
        "(e.g. DATA_DIR=./data-restored npm run restore FILE), then point DATA_DIR at it while the server is stopped.",
    );
  }
  const release = lockOrExplain(dataDir);
  try {
    const client = await PGlite.create(dataDir, {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([readFileSync(file)]),
    });
    makeDataDirPrivate(dataDir);
    try {
      return await rowCounts(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
    } finally {
      await client.close();
    }
  } finally {
    // The tarball carries the lock file of the directory it came from; ours replaces it, and goes.
    release();
    rmSync(join(dataDir, "server.lock"), { force: true });
  }
}

function lockOrExplain(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      `${message} The embedded database is single-process: stop the server, run this again, then start it.`,
    );
  }
}

function writeDurably(file: string, bytes: Uint8Array) {
  const fd = openSync(file, "w");
  try {
    let written = 0;
    while (written < bytes.byteLength) written += writeSync(fd, bytes, written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

// ——— PostgreSQL ———

/** pg_dump/pg_restore arguments and environment for a URL, keeping the password off the command line. */
function pgConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function pgTool(tool: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(tool, args, { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === "ENOENT") {
      throw new BackupError(
        `${tool} not found: install the PostgreSQL client tools (apt-get install postgresql-client), ` +
          "the same major version as the server or newer.",
      );
    }
    throw new BackupError(`${tool} failed: ${e.stderr?.trim() || e.message}`);
  }
}

async function pgDump(databaseUrl: string, file: string) {
  const { dbname, env } = pgConnection(databaseUrl);
  await pgTool("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, `--dbname=${dbname}`], env);
  const fd = openSync(file, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

async function pgRestore(databaseUrl: string, file: string) {
  const { dbname, env } = pgConnection(databaseUrl);
  await pgTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, file],
    env,
  );
}

async function assertEmptyDatabase(databaseUrl: string) {
  const tables = await withPgClient(databaseUrl, (q) =>
    q(
      "select table_schema || '.' || table_name as name from information_schema.tables " +
        "where table_schema not in ('pg_catalog', 'information_schema') limit 5",
    ),
  );
  if (tables.length > 0) {
    const names = tables.map((t) => t.name).join(", ");
    throw new BackupError(
      `Refusing to restore into a database that already has tables (${names}…): create an empty database ` +
        "(createdb NAME), point DATABASE_URL at it and run the restore again.",
    );
  }
}

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

async function withPgClient<T>(databaseUrl: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

/** Exact row counts of every application table (and the migrations journal). */
async function rowCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    "select table_schema as schema, table_name as name from information_schema.tables " +
      "where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2",
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const [row] = await query(`select count(*)::int as n from "${schema}"."${name}"`);
    counts[schema === "public" ? name : `${schema}.${name}`] = Number(row?.n);
  }
  return counts;
}
