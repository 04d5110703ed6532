import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { BackupError } from "./backup-error";
import { lockDataDir, pgliteExtensions } from "./client";
import { makeDataDirPrivate } from "./private-files";
import { rowCounts } from "./row-counts";

// The embedded database's backup is a gzipped tarball of its data directory (PGlite's dumpDataDir).

export async function dumpPglite(dataDir: string): Promise<Uint8Array> {
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

export async function restorePglite(file: string, dataDir: string): Promise<Record<string, number>> {
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

export function writeDurably(file: string, bytes: Uint8Array) {
  const fd = openSync(file, "w");
  try {
    let written = 0;
    while (written < bytes.byteLength) written += writeSync(fd, bytes, written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
