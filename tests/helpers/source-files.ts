import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes: `src/client/lib/api.ts`. */
  path: string;
  text: string;
}

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs"];

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
