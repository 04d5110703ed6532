import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APP_LOADER, APP_LOADER_CSP_SOURCE, loadAfterFirstPaint } from "../../src/server/pages/app-loader";

const SHELL = `<html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head><body><div id="root"></div></body></html>`;

describe("a server-rendered page's scripts (app-loader.ts)", () => {
  const page = loadAfterFirstPaint(SHELL);

  it("fetches no script with the page: the loader asks for the modules it lists, the entry first (after the first paint: tests/e2e/early-input.test.ts)", () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain(
      `<script type="application/json" id="app-modules">["/assets/index-abc.js","/assets/react-def.js"]</script>\n    <script>${APP_LOADER}</script>\n  </body>`,
    );
  });

  it("leaves styles as they are", () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it("is allowed by the Content-Security-Policy through the loader's hash, and by nothing broader", () => {
    const hash = createHash("sha256").update(APP_LOADER).digest("base64");
    expect(APP_LOADER_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it("leaves a shell without an entry script (a test's stand-in client) unchanged", () => {
    expect(loadAfterFirstPaint("<html><head></head><body></body></html>")).toBe(
      "<html><head></head><body></body></html>",
    );
  });
});
