// Restores a backup made by `npm run backup` into an EMPTY target: npm run restore FILE
// Embedded database: DATA_DIR must be missing or empty. PostgreSQL: DATABASE_URL's database must have no tables.
import { readConfig } from "../src/server/config";
import { restore } from "../src/server/db/backup";

async function main() {
  const file = process.argv[2];
  if (!file)
    throw new Error("Usage: npm run restore FILE   (into the empty DATA_DIR, or DATABASE_URL's empty database)");
  const config = readConfig();
  const { kind, rowCounts } = await restore(file, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const into = kind === "postgres" ? "the PostgreSQL database" : config.dataDir;
  console.log(`Restored ${file} into ${into}:`);
  for (const [table, rows] of Object.entries(rowCounts)) console.log(`  ${table}: ${rows} rows`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
