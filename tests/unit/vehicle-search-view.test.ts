import { describe, expect, it } from "vitest";
import { viewFromSearch, withView } from "../../src/domain/vehicle-search-url";

describe("the results' view in /vehicles' address", () => {
  it.each([
    ["", "cards"],
    ["view=list", "list"],
    ["type=suv&view=list", "list"],
    ["view=cards", "cards"],
    ["view=LIST", "cards"],
    ["view=grid", "cards"],
  ])("%s shows %s", (search, view) => {
    expect(viewFromSearch(search)).toBe(view);
  });

  it.each([
    ["", "cards", ""],
    ["", "list", "view=list"],
    ["type=suv&start=2027-01-10&end=2027-01-12", "list", "type=suv&start=2027-01-10&end=2027-01-12&view=list"],
    ["type=suv", "cards", "type=suv"],
  ] as const)("%s in the %s view is ?%s, which reads back the same view", (search, view, expected) => {
    expect(withView(search, view)).toBe(expected);
    expect(viewFromSearch(withView(search, view))).toBe(view);
  });
});
