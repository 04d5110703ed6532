import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The layers of docs/architecture.md are lint rules (`noRestrictedImports` per folder in biome.json,
 * `noImportCycles` in src), so `npm run lint` keeps the tree inside them. This test shows each rule refuses a violation: it
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
  // Of src/server only the pages import src/client (the route table they render); a link, its paths.
  refused("src/server/vehicles/x.ts", importOf("../../client/lib/page-route")),
  refused("src/server/catalogue/read-model/x.ts", importOf("../../../client/route-table")),
  allowed("src/server/pages/x.ts", importOf("../../client/route-table")),
  allowed("src/server/vehicles/x.ts", importOf("../db/client")),
  allowed("src/server/mail/x.ts", importOf("../../client/lib/paths")),
  // A server feature does not import another feature's routes; its own, queries and rules it may.
  refused("src/server/requests/x.ts", importOf("../vehicles/routes")),
  refused("src/server/requests/x.ts", importOf("../companies/seasons-routes")),
  refused("src/server/catalogue/read-model/x.ts", importOf("../../accounts/session-routes")),
  refused("src/server/pages/x.ts", importOf("../vehicles/public-routes")),
  refused("src/server/vehicles/x.ts", `import { requestRoutes } from "../requests/routes";`),
  allowed("src/server/requests/x.ts", importOf("./visitor-routes")),
  allowed("src/server/requests/x.ts", importOf("../vehicles/queries")),
  allowed("src/server/x.ts", importOf("./vehicles/routes")),
  // src/server/db imports no other folder but src/domain: the features import it.
  refused("src/server/db/x.ts", importOf("../images/process-image")),
  refused("src/server/db/x.ts", importOf("../config")),
  refused("src/server/db/x.ts", importOf("../../client/route-table")),
  allowed("src/server/db/x.ts", importOf("./schema")),
  allowed("src/server/db/x.ts", importOf("../../domain/phone")),
];

let workspace: string;
let refusedFiles: Set<string>;
let filesInCycles: Set<string>;

interface CycleProbe {
  name: string;
  /** Each file's path and the import it holds. */
  files: Record<string, string>;
  isAllowed: boolean;
}

/** No import cycle in src, type-only imports included (biome.json, noImportCycles). */
const cycles: CycleProbe[] = [
  {
    name: "two files importing each other",
    files: { "src/domain/cycle-a.ts": importOf("./cycle-b"), "src/domain/cycle-b.ts": importOf("./cycle-a") },
    isAllowed: false,
  },
  {
    name: "a circle of three through type-only imports",
    files: {
      "src/server/type-cycle/a.ts": `import type { Probe } from "./b";`,
      "src/server/type-cycle/b.ts": `import type { Probe } from "./c";`,
      "src/server/type-cycle/c.ts": `import type { Probe } from "./a";`,
    },
    isAllowed: false,
  },
  {
    name: "a chain without a way back",
    files: { "src/client/chain-a.ts": importOf("./chain-b"), "src/client/chain-b.ts": "" },
    isAllowed: true,
  },
];

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), "import-boundaries-"));
  copyFileSync(join(root, "biome.json"), join(workspace, "biome.json"));
  probes.forEach((probe, index) => {
    const path = join(workspace, probeFile(probe, index));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${probe.statement}\nexport const probe = ${index};\n`);
  });
  cycles.forEach((cycle) => {
    for (const [file, statement] of Object.entries(cycle.files)) {
      mkdirSync(dirname(join(workspace, file)), { recursive: true });
      writeFileSync(join(workspace, file), `${statement}\nexport type Probe = number;\n`);
    }
  });
  const biome = join(root, "node_modules", ".bin", "biome");
  const rules = ["--only=style/noRestrictedImports", "--only=suspicious/noImportCycles"];
  const run = spawnSync(biome, ["lint", ...rules, "--reporter=json", "."], {
    cwd: workspace,
    encoding: "utf8",
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  const refusedBy = (category: string) =>
    new Set(
      report.diagnostics
        .filter((diagnostic) => diagnostic.category === category)
        .map((diagnostic) => diagnostic.location.path),
    );
  refusedFiles = refusedBy("lint/style/noRestrictedImports");
  filesInCycles = refusedBy("lint/suspicious/noImportCycles");
});

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

/** Each probe gets its own file (`x.ts` → `x-3.ts`), so a diagnostic names the probe it is about. */
const probeFile = (probe: Probe, index: number) => probe.file.replace(/\.(tsx?)$/, `-${index}.$1`);

describe("import cycles are a lint error in src (biome.json, noImportCycles)", () => {
  it.each(cycles)("$name → allowed: $isAllowed", ({ files, isAllowed }) => {
    for (const file of Object.keys(files)) expect(filesInCycles.has(file)).toBe(!isAllowed);
  });
});

describe("import boundaries are lint rules (biome.json, noRestrictedImports)", () => {
  it.each(probes.map((probe, index) => ({ ...probe, index })))(
    "$file: $statement → allowed: $isAllowed",
    ({ index, isAllowed, ...probe }) => {
      expect(refusedFiles.has(probeFile({ ...probe, isAllowed }, index))).toBe(!isAllowed);
    },
  );
});
