import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import closeWithGrace from "close-with-grace";
import { ensureAdmin } from "./accounts/ensure-admin";
import { buildApp } from "./app";
import { deleteExpiredSessions } from "./auth/sessions";
import { ConfigError, readConfig } from "./config";
import { openDatabase } from "./db/client";
import { migrate } from "./migrate";
import { type DemoLogin, seedDemo } from "./seed/demo";

const builtClient = new URL("../../dist/client", import.meta.url).pathname;

async function main() {
  // `npm run dev` serves the client from Vite and runs this server for the API only.
  const clientDir = process.env.API_ONLY ? undefined : builtClient;
  const config = { ...readConfig(), clientDir };
  for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
  if (clientDir && !existsSync(join(clientDir, "index.html"))) {
    throw new ConfigError("The client is not built: run `npm run build` (npm start does it for you).");
  }
  const database = await openDatabase(config);
  await migrate(database);

  if (config.admin) {
    await ensureAdmin(database.db, config.admin.username, config.admin.password);
  }
  // Passwords made here are printed this once and stored nowhere but as hashes.
  const newLogins: DemoLogin[] = [];
  const seeded = config.seedDemo
    ? await seedDemo(database.db, { publicUrl: config.publicUrl, requestExpiryHours: config.requests.expiryHours })
    : null;
  if (seeded) {
    console.log(`Seeded the demo marketplace (${seeded.companies} companies, ${seeded.vehicles} vehicles).`);
    if (!config.admin) newLogins.push(await createDemoAdmin(database.db));
    newLogins.push(...seeded.logins);
  }
  await deleteExpiredSessions(database.db);

  const app = await buildApp({
    config,
    database,
    rateLimits: config.rateLimits,
    calendarSync: config.calendarSync,
    shedding: config.shedding,
    mail: config.mail,
    requests: config.requests,
    insights: config.insights,
  });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down");
    await app.close(); // stops accepting, lets requests in flight finish
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(`\n${loginNotice(newLogins, config.admin?.username)}`);
  console.log(`  Dominica Car Rental is running at ${url}\n`);
}

function loginNotice(newLogins: DemoLogin[], configuredAdmin: string | undefined): string {
  if (newLogins.length > 0) {
    const lines = newLogins.map(({ username, password }) => `    ${username.padEnd(10)} ${password}`);
    const admin = configuredAdmin ? [`  Admin login: ${configuredAdmin} (password from ADMIN_PASSWORD)`] : [];
    return [...admin, "  New logins, shown this once:", ...lines].join("\n");
  }
  if (configuredAdmin) return `  Admin login: ${configuredAdmin} (password from ADMIN_PASSWORD)`;
  return "  Admin password: shown at first start. Reset it with `npm run create-admin` or ADMIN_USERNAME/ADMIN_PASSWORD.";
}

/** A demo database gets an admin with a random password, printed once at the first start. */
async function createDemoAdmin(db: Parameters<typeof ensureAdmin>[0]): Promise<DemoLogin> {
  const login = { username: "admin", password: randomBytes(9).toString("base64url") };
  await ensureAdmin(db, login.username, login.password);
  return login;
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
