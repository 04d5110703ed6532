import { expect, it } from "vitest";
import { type Actor, setUpActors, setUpTestApp } from "../helpers/test-app";

/**
 * Issue 26 item 9: no cache may keep an answer that depends on the session. Every route of the
 * route table is called; each one that refuses a visitor with 401 is guarded, and every answer it
 * gives — to a visitor, a company, an admin — must say `Cache-Control: no-store`.
 */
const t = setUpTestApp();
const actors = setUpActors(t);

/** Methods and paths from `printRoutes`, so a route added later is walked without touching this file. */
function routeTable(): { method: string; url: string }[] {
  const parents: string[] = [];
  return t.app
    .printRoutes({ commonPrefix: false })
    .split("\n")
    .flatMap((line) => {
      const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line.replace(/\u00a0/g, " "));
      if (!match) return [];
      const [, indent = "", segment = "", methods = ""] = match;
      const depth = indent.length / 4;
      // Parameters (merged as `:id|:vehicleId` where routes share a node) become an id nobody has.
      const path = (parents[depth - 1] ?? "") + segment.replace(/:[\w|:]+/g, "999999");
      parents[depth] = path;
      return methods
        .split(", ")
        .filter((method) => method !== "HEAD")
        .map((method) => ({ method, url: path }));
    });
}

const callers: Exclude<Actor, "anonymous">[] = ["own", "other", "admin"];

it("marks every answer of every guarded route no-store, refusals included", async () => {
  const routes = routeTable();
  const guarded: string[] = [];
  for (const { method, url } of routes) {
    const inject = (cookie?: string) =>
      t.app.inject({ method: method as "GET", url, ...(cookie ? { headers: { cookie } } : {}) });
    const visitor = await inject();
    if (visitor.statusCode !== 401) continue;
    guarded.push(`${method} ${url}`);
    expect(visitor.headers["cache-control"], `${method} ${url} for a visitor`).toBe("no-store");
    for (const caller of callers) {
      const response = await inject(actors[caller].cookie);
      expect(response.headers["cache-control"], `${method} ${url} for ${caller}: ${response.statusCode}`).toBe(
        "no-store",
      );
    }
  }
  // The walk reached the session's routes: who am I, a company's own, bookings, the admin's.
  for (const route of [
    "GET /api/user",
    "GET /api/company/profile",
    "GET /api/company/vehicles",
    "GET /api/bookings",
    "POST /api/bookings",
    "GET /api/admin/users",
    "PATCH /api/admin/vehicles/999999",
  ]) {
    expect(guarded).toContain(route);
  }
});
