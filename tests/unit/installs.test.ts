import { existsSync, readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const project = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

describe("installs that hold", () => {
  it("runs on the Node this machine has", () => {
    expect(semver.satisfies(process.version, project.engines.node)).toBe(true);
  });

  it("promises no Node that an installed dependency refuses", () => {
    // Every installed package must accept every Node our own `engines` accepts (cookie@2 and
    // content-disposition@3 once wanted Node 22 while we said 20.19).
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== "" && existsSync(path))
      .flatMap(([path, meta]) => {
        const range = Array.isArray(meta.engines) ? undefined : meta.engines?.node;
        return range && !semver.subset(project.engines.node, range) ? [`${path} wants ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
