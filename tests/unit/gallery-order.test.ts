import { describe, expect, it } from "vitest";
import { moveItem, orderAroundHidden } from "../../src/client/features/vehicle-gallery/gallery-order";
import { GALLERY_FULL, GALLERY_MAX_PHOTOS } from "../../src/domain/images";

describe("moveItem", () => {
  it.each([
    ["a later photo to the cover", ["a", "b", "c"], 2, 0, ["c", "a", "b"]],
    ["the cover one place later", ["a", "b", "c"], 0, 1, ["b", "a", "c"]],
    ["the cover to the end", ["a", "b", "c"], 0, 2, ["b", "c", "a"]],
    ["one place earlier", ["a", "b", "c"], 2, 1, ["a", "c", "b"]],
    ["onto itself: nothing", ["a", "b", "c"], 1, 1, ["a", "b", "c"]],
    ["past the end: to the end", ["a", "b", "c"], 0, 7, ["b", "c", "a"]],
    ["before the start: to the start", ["a", "b", "c"], 2, -1, ["c", "a", "b"]],
    ["an index not in the list: nothing", ["a", "b", "c"], 5, 0, ["a", "b", "c"]],
  ])("moves %s", (_case, list, from, to, expected) => {
    expect(moveItem(list, from, to)).toEqual(expected);
  });

  it("leaves the list it was given as it was", () => {
    const list = ["a", "b"];
    moveItem(list, 0, 1);
    expect(list).toEqual(["a", "b"]);
  });
});

describe("orderAroundHidden", () => {
  const hiddenIn = (hidden: string[]) => (item: string) => hidden.includes(item);
  it.each([
    ["nothing hidden", ["a", "b", "c"], ["c", "a", "b"], [], ["c", "a", "b"]],
    ["a hidden photo keeps its slot", ["a", "b", "c", "d"], ["c", "a", "d"], ["b"], ["c", "b", "a", "d"]],
    ["a hidden cover stays first", ["a", "b", "c"], ["c", "b"], ["a"], ["a", "c", "b"]],
    ["two hidden", ["a", "b", "c", "d"], ["d", "a"], ["b", "c"], ["d", "b", "c", "a"]],
  ])("%s", (_case, all, visible, hidden, expected) => {
    expect(orderAroundHidden(all, visible, hiddenIn(hidden))).toEqual(expected);
  });
});

it("says the gallery's limit in its refusal", () => {
  expect(GALLERY_FULL).toContain(`at most ${GALLERY_MAX_PHOTOS} photos`);
});
