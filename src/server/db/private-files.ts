import { chmodSync, lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Owner-only modes: the database and its backups hold password hashes and people's contacts. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes a PGlite data directory the owner's alone, and keeps it so. PGlite's initdb writes its files
 * world-writable (0666) whatever the umask, so they are changed after it; files PostgreSQL creates
 * later follow the umask, which from here on lets no one else in.
 */
export function makeDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  restrictTree(dataDir);
}

function restrictTree(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(path, PRIVATE_DIR_MODE);
    for (const name of readdirSync(path)) restrictTree(join(path, name));
  } else if ((stat.mode & 0o777) !== PRIVATE_FILE_MODE) {
    chmodSync(path, PRIVATE_FILE_MODE);
  }
}
