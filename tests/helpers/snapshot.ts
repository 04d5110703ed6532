import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";

/**
 * Every row of every table (the application's and drizzle's migration journal), each row as JSON,
 * sorted, so two databases can be compared for equality whatever order rows come back in.
 */
export async function snapshotTables(database: Database): Promise<Record<string, string[]>> {
  const rows = async (query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rows(
    "select table_schema as schema, table_name as name from information_schema.tables " +
      "where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2",
  );
  const snapshot: Record<string, string[]> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const all = await rows(`select * from "${schema}"."${name}"`);
    snapshot[`${schema}.${name}`] = all.map((row) => JSON.stringify(row, jsonValue)).sort();
  }
  return snapshot;
}

function jsonValue(_key: string, value: unknown) {
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString("base64")}`;
  if (typeof value === "bigint") return value.toString();
  return value;
}
