/** One SQL query on whichever database a backup or restore has open. */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Exact row counts of every application table (and the migrations journal). */
export async function rowCounts(query: Query): Promise<Record<string, number>> {
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
