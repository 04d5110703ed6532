import { thisWorkersServer } from "./server";
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const ADMIN = { username: "e2e-admin", password: "e2e-admin-password" };
/** A demo seed account (src/server/seed/demo-marketplace.ts) with the password the server printed. */
export function demoLogin(username: string) {
  const password = thisWorkersServer().demoPasswords[username];
  if (!password) throw new Error(`the server printed no password for ${username}`);
  return { username, password };
}
