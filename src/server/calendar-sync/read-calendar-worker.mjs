// A worker thread does not inherit the parent's TypeScript loader (tsx under `npm start`, Vite's
// under Vitest): it registers tsx itself, then loads the TypeScript worker. Plain JavaScript so
// that Node can start it without any loader.
import { register } from "tsx/esm/api";

register();
await import("./read-calendar-worker.ts");
