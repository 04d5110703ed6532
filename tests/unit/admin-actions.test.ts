import { describe, expect, it } from "vitest";
import { changedFields, splitMinutes } from "../../src/domain/admin-actions";

describe("changedFields", () => {
  it.each([
    ["nothing changed", { a: 1 }, { a: 1 }, []],
    ["one flag turned on", { a: 1, on: false }, { a: 1, on: true }, [{ field: "on", before: false, after: true }]],
    ["a nested value compared as JSON", { c: { id: 1 } }, { c: { id: 1 } }, []],
    ["a field only after", { a: 1 }, { a: 1, b: "x" }, [{ field: "b", before: undefined, after: "x" }]],
    [
      "a deleted row lists every field",
      { a: 1, b: null },
      null,
      [
        { field: "a", before: 1, after: undefined },
        { field: "b", before: null, after: undefined },
      ],
    ],
    ["neither side", null, null, []],
  ] as const)("%s", (_name, before, after, expected) => {
    expect(changedFields(before as Record<string, unknown> | null, after as Record<string, unknown> | null)).toEqual(
      expected,
    );
  });
});

describe("splitMinutes", () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0 }],
    [59, { days: 0, hours: 0, minutes: 59 }],
    [60, { days: 0, hours: 1, minutes: 0 }],
    [1439, { days: 0, hours: 23, minutes: 59 }],
    [1440, { days: 1, hours: 0, minutes: 0 }],
    [1500.4, { days: 1, hours: 1, minutes: 0 }],
    [-5, { days: 0, hours: 0, minutes: 0 }],
  ])("%d minutes", (total, expected) => {
    expect(splitMinutes(total)).toEqual(expected);
  });
});
