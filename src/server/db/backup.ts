import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { BackupError } from "./backup-error";
import { dumpPglite, restorePglite, writeDurably } from "./backup-pglite";
import { assertEmptyDatabase, pgDump, pgRestore, withPgClient } from "./backup-postgres";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files";
import { rowCounts } from "./row-counts";

export { BackupError } from "./backup-error";

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
