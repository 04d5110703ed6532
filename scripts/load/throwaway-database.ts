import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Runs `use` on a fresh database of the PostgreSQL server at `serverUrl` (its URL with the new
 * database's name), then drops that database whatever happened.
 */
export async function withThrowawayDatabase<T>(
  serverUrl: string,
  prefix: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    // pool.end() resolves before its sockets close; forcing the drop under them errors them.
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
