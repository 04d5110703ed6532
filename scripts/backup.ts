// Writes a restorable backup of the database the app is configured for: npm run backup [FILE]
// Embedded database (DATA_DIR): stop the server first — the backup takes the data directory's lock.
// PostgreSQL (DATABASE_URL): pg_dump, while the server keeps running.
import { readConfig } from "../src/server/config";
import { BackupError, backup, defaultBackupFile } from "../src/server/db/backup";

async function main() {
  const config = readConfig();
  const target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  const file = process.argv[2] ?? defaultBackupFile(target);
  const started = Date.now();
  const { kind, bytes } = await backup(target, file);
  const source = kind === "postgres" ? "the PostgreSQL database" : `the embedded database in ${config.dataDir}`;
  console.log(`Backed up ${source} to ${file} (${(bytes / 1024).toFixed(0)} KiB, ${Date.now() - started} ms).`);
  console.log(`Restore it with: npm run restore ${file}`);
}

main().catch((error) => {
  console.error(error instanceof BackupError || error instanceof Error ? error.message : error);
  process.exit(1);
});
