export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const ADMIN = { username: "e2e-admin", password: "e2e-admin-password" };
/** Demo seed accounts (src/server/seed/demo.ts). */
export const DEMO_COMPANY = { username: "company1", password: "company-demo-pass" };
