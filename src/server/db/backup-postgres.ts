import { execFile } from "node:child_process";
import { closeSync, fsyncSync, openSync } from "node:fs";
import { promisify } from "node:util";
import pg from "pg";
import { BackupError } from "./backup-error";
import type { Query } from "./row-counts";

// PostgreSQL's backup is pg_dump's custom format, an online snapshot; pg_restore reads it back.

const run = promisify(execFile);

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

export async function pgDump(databaseUrl: string, file: string) {
  const { dbname, env } = pgConnection(databaseUrl);
  await pgTool("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, `--dbname=${dbname}`], env);
  const fd = openSync(file, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export async function pgRestore(databaseUrl: string, file: string) {
  const { dbname, env } = pgConnection(databaseUrl);
  await pgTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, file],
    env,
  );
}

export async function assertEmptyDatabase(databaseUrl: string) {
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

export async function withPgClient<T>(databaseUrl: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}
