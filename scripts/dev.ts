// Development: the API with reload on change, and Vite's dev server (hot reload) proxying /api to it.
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, API_ONLY: "1" },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
