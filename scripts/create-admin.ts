// Creates (or resets) an admin account interactively: npm run create-admin
import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline";
import { ensureAdmin } from "../src/server/accounts/ensure-admin";
import { readConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrate } from "../src/server/migrate";

async function main() {
  const config = readConfig();
  // Lines are read in turn (rather than with rl.question) so piped input works as well as a terminal.
  const rl = createInterface({ input: stdin });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (prompt: string) => {
    stdout.write(prompt);
    const line = await lines.next();
    return line.done ? "" : line.value;
  };
  const username = (await ask("Admin username: ")).trim();
  const password = await ask("Admin password (at least 8 characters): ");
  rl.close();
  if (username.length < 2) throw new Error("Username is required");
  if (password.length < 8) throw new Error("Password must be at least 8 characters");
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const result = await ensureAdmin(database.db, username, password);
    console.log(`Admin ${username}: ${result}${result === "password changed" ? " (its sessions have ended)" : ""}.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
