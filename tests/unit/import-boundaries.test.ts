import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The layers of docs/architecture.md are lint rules (`noRestrictedImports` per folder in biome.json),
 * so `npm run lint` keeps the tree inside them. This test shows each rule refuses a violation: it
 * lints small probe files, placed where the rule applies, with the repository's own biome.json.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

interface Probe {
  /** Where the importing file sits. */
  file: string;
  /** The import statement it holds. */
  statement: string;
  isAllowed: boolean;
}

const importOf = (specifier: string) => `import * as m from "${specifier}";`;
const allowed = (file: string, statement: string): Probe => ({ file, statement, isAllowed: true });
const refused = (file: string, statement: string): Probe => ({ file, statement, isAllowed: false });

const probes: Probe[] = [
  // src/domain imports neither side, and of packages only pure ones.
  refused("src/domain/x.ts", importOf("../server/db/schema")),
  refused("src/domain/x.ts", importOf("../client/lib/api")),
  refused("src/domain/contracts/x.ts", importOf("../../server/errors")),
  refused("src/domain/x.ts", importOf("node:fs")),
  refused("src/domain/x.ts", importOf("path")),
  refused("src/domain/x.ts", importOf("pg")),
  refused("src/domain/x.ts", importOf("drizzle-orm/pg-core")),
  allowed("src/domain/x.ts", importOf("zod")),
  allowed("src/domain/x.ts", importOf("date-fns/locale/fr")),
  allowed("src/domain/x.ts", importOf("libphonenumber-js/min")),
  allowed("src/domain/contracts/x.ts", importOf("../dates")),
  // src/client never imports src/server, statically or lazily.
  refused("src/client/lib/x.ts", importOf("../../server/config")),
  refused("src/client/x.tsx", "const m = await import('../server/app');"),
  allowed("src/client/x.tsx", importOf("react-dom/server")),
  allowed("src/client/lib/x.ts", importOf("../../domain/constants")),
  // A feature does not reach into another feature; it may use its index.ts and shared code.
  refused("src/client/features/admin/x.tsx", importOf("../companies/components/table")),
  refused("src/client/features/admin/components/x.tsx", importOf("../../landing/api/get-company")),
  refused("src/client/features/admin/components/x.tsx", "export * from '../../bookings/components/booking-card';"),
  refused("src/client/features/admin/components/deep/x.tsx", importOf("../../../vehicles/search-params")),
  refused("src/client/features/admin/components/x.tsx", importOf("../../../features/vehicles/search-params")),
  refused("src/client/features/admin/components/x.tsx", importOf("../../../../server/app")),
  allowed("src/client/features/admin/components/x.tsx", importOf("../api/update-user")),
  allowed("src/client/features/admin/components/x.tsx", importOf("../../bookings")),
  allowed("src/client/features/admin/components/x.tsx", importOf("../../../components/ui/button")),
  allowed("src/client/features/admin/components/deep/x.tsx", importOf("../../../../lib/i18n")),
  allowed("src/client/features/admin/x.tsx", importOf("./components/admin-page")),
  // Shared components do not fetch: their data comes from the feature that shows them.
  refused("src/client/components/x.tsx", importOf("../api/get-vehicles")),
  refused("src/client/components/ui/x.tsx", importOf("../../features/admin/api/get-admin-users")),
  refused("src/client/components/x.tsx", importOf("../features/bookings")),
  refused("src/client/components/x.tsx", importOf("@tanstack/react-query")),
  refused("src/client/components/x.tsx", `import { apiRequest } from "../lib/api";`),
  allowed("src/client/components/x.tsx", `import { errorMessage } from "../lib/api";`),
  allowed("src/client/components/x.tsx", importOf("../lib/i18n")),
];

let workspace: string;
let refusedFiles: Set<string>;

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), "import-boundaries-"));
  copyFileSync(join(root, "biome.json"), join(workspace, "biome.json"));
  probes.forEach((probe, index) => {
    const path = join(workspace, probeFile(probe, index));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${probe.statement}\nexport const probe = ${index};\n`);
  });
  const biome = join(root, "node_modules", ".bin", "biome");
  const run = spawnSync(biome, ["lint", "--only=style/noRestrictedImports", "--reporter=json", "."], {
    cwd: workspace,
    encoding: "utf8",
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  refusedFiles = new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.category === "lint/style/noRestrictedImports")
      .map((diagnostic) => diagnostic.location.path),
  );
});

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

/** Each probe gets its own file (`x.ts` → `x-3.ts`), so a diagnostic names the probe it is about. */
const probeFile = (probe: Probe, index: number) => probe.file.replace(/\.(tsx?)$/, `-${index}.$1`);

describe("import boundaries are lint rules (biome.json, noRestrictedImports)", () => {
  it.each(probes.map((probe, index) => ({ ...probe, index })))(
    "$file: $statement → allowed: $isAllowed",
    ({ index, isAllowed, ...probe }) => {
      expect(refusedFiles.has(probeFile({ ...probe, isAllowed }, index))).toBe(!isAllowed);
    },
  );
});
