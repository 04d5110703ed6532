import { describe, expect, it } from "vitest";
import { ROUTES } from "../../src/client/route-table";

/** What the server needs of a page it renders: a page missing one renders in the browser only, silently. */
describe("the route table", () => {
  const rendered = ROUTES.filter((route) => route.serverRender);

  it("renders the public pages on the server, and only them", () => {
    expect(rendered.map((route) => route.path)).toEqual([
      "/",
      "/vehicles",
      "/vehicles/:id",
      "/companies",
      "/companies/:id",
    ]);
    for (const route of rendered) expect(route.access).toBe("public");
  });

  it.each(rendered.map((route) => [route.path, route]))("%s loads its data before the render", (_path, route) => {
    expect(route.load).toBeTypeOf("function");
  });

  it.each(rendered.filter((route) => route.path.includes(":")).map((route) => [route.path, route]))(
    "%s, a page per record, checks its parameters and has a head, a missing page and sitemap addresses",
    (path, route) => {
      const names = [...path.matchAll(/:(\w+)/g)].map((found) => found[1]);
      expect(Object.keys(route.serverRender?.params ?? {})).toEqual(names);
      expect(route.head).toBeTypeOf("function");
      expect(route.missingHead).toBeTypeOf("function");
      expect(route.sitemap).toBeTypeOf("function");
    },
  );

  it.each(ROUTES.map((route) => [route.path, route]))(
    "%s has a head: its title in the visitor's language",
    (_path, route) => {
      expect(route.head).toBeTypeOf("function");
    },
  );

  it("has one route per path", () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
