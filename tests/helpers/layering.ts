import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, posix, relative, sep } from "node:path";

/**
 * The layering rules of docs/architecture.md ("Layers"), checked over the import graph:
 * - `src/client` never imports `src/server`;
 * - `src/domain` imports neither client nor server, and of packages only pure ones (no node:, no I/O);
 * - a client feature (`src/client/features/<x>/`) does not reach into another feature's files
 *   (another feature's `index.ts`/`index.tsx`, if it ever has one, is its public surface and allowed).
 */

/** Packages `src/domain` may import: pure computation, no I/O. Add to this list deliberately. */
export const DOMAIN_PACKAGES = ["zod", "date-fns", "@date-fns/tz", "date-fns-tz"];

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes: `src/client/lib/api.ts`. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs"];

/**
 * Every module specifier a file names: static imports and re-exports (`… from "x"`, across lines),
 * side-effect imports (`import "x"`) and dynamic imports (`import("x")`). Comments are stripped first
 * so an example in a comment does not count.
 */
export function importSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found: string[] = [];
  // `(?<!["'])`: the word in a string (`day("from")`) is not an import.
  const pattern = /(?<!["'])\bfrom\s*["']([^"'\n]+)["']|\bimport\s*\(?\s*["']([^"'\n]+)["']/g;
  for (const match of code.matchAll(pattern)) {
    const specifier = match[1] ?? match[2];
    if (specifier) found.push(specifier);
  }
  return found;
}

/**
 * Where a specifier points: a repository-relative path (without extension resolution) for relative
 * imports, or `{ pkg }` for a bare specifier.
 */
function target(from: string, specifier: string): { path: string } | { pkg: string } {
  if (specifier.startsWith(".") || specifier.startsWith("/")) {
    return { path: posix.normalize(posix.join(posix.dirname(from), specifier)) };
  }
  if (specifier.startsWith("src/")) return { path: posix.normalize(specifier) };
  return { pkg: specifier };
}

const within = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(packageName(specifier));

const featureOf = (path: string) => /^src\/client\/features\/([^/]+)\//.exec(path)?.[1];

export function checkLayering(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    for (const specifier of importSpecifiers(file.text)) {
      const to = target(file.path, specifier);
      const report = (rule: string) => violations.push({ file: file.path, specifier, rule });

      if (within(file.path, "src/client") && "path" in to && within(to.path, "src/server")) {
        report("src/client must not import src/server");
      }

      if (within(file.path, "src/domain")) {
        if ("path" in to) {
          if (within(to.path, "src/server") || within(to.path, "src/client")) {
            report("src/domain must not import src/client or src/server");
          } else if (!within(to.path, "src/domain")) {
            report("src/domain imports only src/domain and pure packages");
          }
        } else if (isBuiltin(specifier)) {
          report("src/domain must not import Node built-ins (no I/O)");
        } else if (!DOMAIN_PACKAGES.includes(packageName(specifier))) {
          report(`src/domain imports only pure packages (${DOMAIN_PACKAGES.join(", ")}); add one deliberately`);
        }
      }

      const feature = featureOf(file.path);
      if (feature && "path" in to) {
        const other = featureOf(`${to.path}/`);
        const publicEntry = /^src\/client\/features\/[^/]+(\/index(\.tsx?)?)?$/.test(to.path);
        if (other && other !== feature && !publicEntry) {
          report(`client feature "${feature}" must not import feature "${other}"'s internals`);
        }
      }
    }
  }
  return violations;
}

/** The repository's source files under the given roots, as `SourceFile`s. */
export function readSourceFiles(root: string, dirs: string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(full);
      } else if (SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith(".d.ts")) {
        files.push({ path: relative(root, full).split(sep).join("/"), text: readFileSync(full, "utf8") });
      }
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return files;
}
