import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { migrate } from "../../src/server/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar), which each test file's database starts from. */
    pgliteTemplate: string;
    /** On DATABASE_URL's server: a migrated database each test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per engine, once for the whole API suite: each test file then starts from a
 * copy (tests/helpers/test-app.ts) instead of paying for `initdb` and every migration again.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "api-template-"));
  const database = await openDatabase({ dataDir: "memory://" });
  await migrate(database);
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  await database.close();
  const pgliteTemplate = join(folder, "pglite.tar");
  writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", pgliteTemplate);

  const serverUrl = process.env.DATABASE_URL;
  let dropTemplate = async () => {};
  if (serverUrl) {
    const name = `test_template_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const template = await openDatabase({ dataDir: "unused", databaseUrl: url.toString() });
    await migrate(template);
    await template.close();
    // A database is copied only while nobody is connected to it; pool.end() resolves before its sockets close.
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    project.provide("postgresTemplate", name);
    dropTemplate = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else project.provide("postgresTemplate", "");

  return async () => {
    await dropTemplate();
    rmSync(folder, { recursive: true, force: true });
  };
}
