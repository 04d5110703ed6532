import type { Database } from "./db/client";
import { migratePhonesToE164 } from "./db/phones-in-e164";
import { completeImageVariants } from "./images/image-variants";

/**
 * Brings a database up to date: the SQL migrations, then the fixes SQL cannot make (a phone
 * library, an image decoder). Each fix finds nothing once done. Lives here, not in db/client.ts,
 * so the database folder imports no feature folder.
 */
export async function migrate(database: Database): Promise<void> {
  await database.migrateSql();
  await migratePhonesToE164(database.db);
  await completeImageVariants(database.db);
}
