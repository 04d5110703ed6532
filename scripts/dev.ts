// Development: the API with reload on change, and Vite's dev server (hot reload) proxying /api to it.
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    // The browser is on Vite's server: its origin is the one writes come from and links point to.
    env: { PUBLIC_URL: "http://localhost:5173", ...process.env, API_ONLY: "1" },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
