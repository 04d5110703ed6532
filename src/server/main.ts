import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import closeWithGrace from "close-with-grace";
import { ensureAdmin } from "./accounts/queries";
import { buildApp } from "./app";
import { hashPassword } from "./auth/password";
import { deleteExpiredSessions } from "./auth/sessions";
import { ConfigError, readConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemo } from "./seed/demo";

const builtClient = new URL("../../dist/client", import.meta.url).pathname;

async function main() {
  // `npm run dev` serves the client from Vite and runs this server for the API only.
  const clientDir = process.env.API_ONLY ? undefined : builtClient;
  const config = { ...readConfig(), clientDir };
  if (clientDir && !existsSync(join(clientDir, "index.html"))) {
    throw new ConfigError("The client is not built: run `npm run build` (npm start does it for you).");
  }
  const database = await openDatabase(config);
  await database.migrate();

  let adminLogin = config.admin;
  if (config.admin) {
    await ensureAdmin(database.db, config.admin.username, await hashPassword(config.admin.password));
  }
  if (config.seedDemo && (await seedDemo(database.db))) {
    console.log("Seeded the demo marketplace (5 companies, 16 vehicles).");
    if (!adminLogin && database.kind === "pglite") adminLogin = await createDemoAdmin(database.db, config.dataDir);
  }
  adminLogin ??= readDemoAdmin(config.dataDir);
  await deleteExpiredSessions(database.db);

  const app = await buildApp({ config, database, authRateLimit: Number(process.env.AUTH_RATE_LIMIT) || undefined });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down");
    await app.close(); // stops accepting, lets requests in flight finish
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(`\n  Dominica Car Rental is running at ${url}`);
  console.log(
    adminLogin
      ? `  Admin login: ${adminLogin.username} / ${adminLogin.password}\n`
      : "  No admin login known: set ADMIN_USERNAME and ADMIN_PASSWORD.\n",
  );
}

/** A demo database gets an admin with a random password, kept beside the data for later starts. */
async function createDemoAdmin(db: Parameters<typeof ensureAdmin>[0], dataDir: string) {
  const login = { username: "admin", password: randomBytes(9).toString("base64url") };
  await ensureAdmin(db, login.username, await hashPassword(login.password));
  if (!dataDir.startsWith("memory://")) {
    writeFileSync(join(dataDir, "demo-admin.json"), JSON.stringify(login), { mode: 0o600 });
  }
  return login;
}

function readDemoAdmin(dataDir: string): { username: string; password: string } | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, "demo-admin.json"), "utf8"));
  } catch {
    return undefined;
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
