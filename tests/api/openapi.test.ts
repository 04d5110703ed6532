import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { allEndpoints } from "../../src/domain/contracts";
import { setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();

describe("the API document (/api/docs)", () => {
  it("has every endpoint definition as a route, and no API route without one", async () => {
    for (const endpoint of allEndpoints) {
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.operationId).toBe(true);
    }
    const document = t.app.swagger() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      allEndpoints.map((endpoint) => endpoint.operationId).sort(),
    );
  });

  it("passes Redocly's recommended rules without an error or a warning", async () => {
    // The path is the one .redocly.lint-ignore.yaml names.
    await mkdir("tmp", { recursive: true });
    await writeFile("tmp/openapi.json", JSON.stringify(t.app.swagger()));
    const { stdout } = await promisify(execFile)(
      "node_modules/.bin/redocly",
      ["lint", "tmp/openapi.json", "--format=json"],
      { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
