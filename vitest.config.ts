import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/global-setup.ts"],
          // Files share a worker's imported server (3-5 s to import): each builds its own app on its own
          // database, and no module keeps state between apps (docs/decisions/test-speed.md).
          isolate: false,
          setupFiles: ["tests/helpers/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "ops",
          include: ["tests/ops/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 60_000,
          // Real server processes: one file at a time.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time share two cores with their servers and Chromiums: a screen that
          // settles in 100 ms alone may take seconds (Vitest's default patience is 1 s).
          expect: { poll: { timeout: 10_000 } },
          // A server per worker (tests/e2e/global-setup.ts): files run E2E_WORKERS at a time.
          maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS ?? 2)),
        },
      },
    ],
  },
});
