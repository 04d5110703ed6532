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

  it("runs no entry script of its own: the loader starts the entry it names after the first paint", () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-abc.js" data-entry />',
    );
    expect(page).toContain(`<script>${APP_LOADER}</script>\n  </body>`);
    expect(APP_LOADER).toContain('addEventListener("load"');
  });

  it("fetches every script at low priority, after styles and pictures, and leaves styles as they are", () => {
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-def.js">');
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
