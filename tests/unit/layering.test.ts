import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkLayering, importSpecifiers, readSourceFiles, type SourceFile } from "../helpers/layering";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("layering (design.md): client ↛ server, domain ↛ client/server/I/O, feature ↛ other feature", () => {
  it("holds for the source tree", () => {
    const files = readSourceFiles(root, ["src"]);
    expect(files.length).toBeGreaterThan(50); // the walk found the tree
    expect(files.some((f) => f.path.startsWith("src/client/features/"))).toBe(true);
    expect(files.some((f) => f.path.startsWith("src/domain/"))).toBe(true);
    const violations = checkLayering(files).map((v) => `${v.file} imports "${v.specifier}": ${v.rule}`);
    expect(violations).toEqual([]);
  });

  describe("the checker itself reports each kind of forbidden import", () => {
    const file = (path: string, text: string): SourceFile => ({ path, text });

    it("finds static, multi-line, re-export, side-effect and dynamic imports, but not comments", () => {
      const text = [
        `import { a } from "./a";`,
        `import {`,
        `  b,`,
        `  c,`,
        `} from '../b';`,
        `export * from "./c";`,
        `export { d } from "./d";`,
        `import type { E } from "./e";`,
        `import "./side-effect.css";`,
        `const Page = lazy(() => import("./page"));`,
        `// import { x } from "./commented-out";`,
        `/* import { y } from "./block-comment"; */`,
      ].join("\n");
      expect(importSpecifiers(text)).toEqual(["./a", "../b", "./c", "./d", "./e", "./side-effect.css", "./page"]);
    });

    it("client importing server", () => {
      const violations = checkLayering([
        file("src/client/lib/api.ts", `import type { Config } from "../../server/config";`),
        file("src/client/features/admin/api/x.ts", `const m = await import("../../../../server/app");`),
        file("src/client/lib/ok.ts", `import { z } from "../../domain/constants";`),
      ]);
      expect(violations).toEqual([
        {
          file: "src/client/lib/api.ts",
          specifier: "../../server/config",
          rule: "src/client must not import src/server",
        },
        {
          file: "src/client/features/admin/api/x.ts",
          specifier: "../../../../server/app",
          rule: "src/client must not import src/server",
        },
      ]);
    });

    it("domain importing client, server, Node built-ins or I/O packages", () => {
      const violations = checkLayering([
        file("src/domain/a.ts", `import { x } from "../server/db/schema";`),
        file("src/domain/b.ts", `export { y } from "../client/lib/api";`),
        file("src/domain/c.ts", `import { readFileSync } from "node:fs";`),
        file("src/domain/d.ts", `import path from "path";`),
        file("src/domain/e.ts", `import pg from "pg";`),
        file("src/domain/contracts/f.ts", `import { z } from "zod";\nimport { g } from "../dates";`),
      ]);
      expect(violations.map((v) => `${v.file} ${v.specifier}`)).toEqual([
        "src/domain/a.ts ../server/db/schema",
        "src/domain/b.ts ../client/lib/api",
        "src/domain/c.ts node:fs",
        "src/domain/d.ts path",
        "src/domain/e.ts pg",
      ]);
    });

    it("a client feature reaching into another feature, not into its own files or shared code", () => {
      const violations = checkLayering([
        file("src/client/features/admin/page.tsx", `import { T } from "../companies/components/table";`),
        file("src/client/features/admin/components/x.tsx", `import { U } from "../../landing/api/get";`),
        file("src/client/features/admin/components/y.tsx", `import { V } from "../api/own";`),
        file("src/client/features/admin/components/z.tsx", `import { W } from "../../../components/ui/button";`),
        file("src/client/features/admin/components/w.tsx", `import { X } from "../../bookings";`),
        file("src/client/routes.tsx", `const P = lazy(() => import("./features/auth/auth-page"));`),
      ]);
      expect(violations.map((v) => `${v.file} ${v.specifier}`)).toEqual([
        "src/client/features/admin/page.tsx ../companies/components/table",
        "src/client/features/admin/components/x.tsx ../../landing/api/get",
      ]);
    });
  });
});
