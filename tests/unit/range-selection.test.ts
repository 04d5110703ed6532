import { describe, expect, it } from "vitest";
import {
  announcementText,
  initialRangeSelection,
  isDaySelected,
  type RangeSelectionAction,
  type RangeSelectionState,
  rangeSelectionReducer,
} from "../../src/client/features/company-dashboard/hooks/use-range-selection";
import { english } from "../../src/domain/i18n/translate";

const run = (actions: RangeSelectionAction[], from: RangeSelectionState = initialRangeSelection) =>
  actions.reduce(rangeSelectionReducer, from);

const select = (vehicleId: number, day: string): RangeSelectionAction => ({
  type: "keyboardSelect",
  vehicleId,
  day,
  vehicleName: "Suzuki Jimny",
});

describe("range selection with a pointer", () => {
  it("drags along a row and confirms on release", () => {
    const dragging = run([
      { type: "pointerDown", vehicleId: 1, day: "2026-05-03" },
      { type: "pointerEnter", vehicleId: 1, day: "2026-05-04" },
      { type: "pointerEnter", vehicleId: 1, day: "2026-05-05" },
    ]);
    expect(dragging.selection).toEqual({ vehicleId: 1, anchor: "2026-05-03", current: "2026-05-05", by: "pointer" });
    expect(dragging.confirmed).toBeNull();
    expect(isDaySelected(dragging.selection, 1, "2026-05-04")).toBe(true);
    expect(isDaySelected(dragging.selection, 1, "2026-05-06")).toBe(false);
    expect(isDaySelected(dragging.selection, 2, "2026-05-04")).toBe(false);

    const done = rangeSelectionReducer(dragging, { type: "pointerUp" });
    expect(done.selection).toBeNull();
    expect(done.confirmed).toEqual({ vehicleId: 1, range: { startDate: "2026-05-03", endDate: "2026-05-05" } });
  });

  it("orders a range dragged backwards", () => {
    const done = run([
      { type: "pointerDown", vehicleId: 1, day: "2026-05-10" },
      { type: "pointerEnter", vehicleId: 1, day: "2026-05-07" },
      { type: "pointerUp" },
    ]);
    expect(done.confirmed?.range).toEqual({ startDate: "2026-05-07", endDate: "2026-05-10" });
  });

  it("takes a tap as a one-day range, and a second tap as a new one", () => {
    const first = run([{ type: "pointerDown", vehicleId: 1, day: "2026-05-03" }, { type: "pointerUp" }]);
    expect(first.confirmed).toEqual({ vehicleId: 1, range: { startDate: "2026-05-03", endDate: "2026-05-03" } });
    const second = run([{ type: "pointerDown", vehicleId: 1, day: "2026-05-08" }, { type: "pointerUp" }], first);
    expect(second.confirmed).toEqual({ vehicleId: 1, range: { startDate: "2026-05-08", endDate: "2026-05-08" } });
    expect(second.confirmed).not.toBe(first.confirmed);
  });

  it("refuses to stretch a range onto another vehicle's row", () => {
    const done = run([
      { type: "pointerDown", vehicleId: 1, day: "2026-05-03" },
      { type: "pointerEnter", vehicleId: 2, day: "2026-05-06" },
      { type: "pointerUp" },
    ]);
    expect(done.confirmed).toEqual({ vehicleId: 1, range: { startDate: "2026-05-03", endDate: "2026-05-03" } });
  });

  it("drops the range when the browser cancels the pointer", () => {
    const cancelled = run([{ type: "pointerDown", vehicleId: 1, day: "2026-05-03" }, { type: "pointerCancel" }]);
    expect(cancelled.selection).toBeNull();
    expect(cancelled.confirmed).toBeNull();
  });

  it("ignores pointer moves and releases with no drag under way, keeping the same state", () => {
    for (const action of [
      { type: "pointerEnter", vehicleId: 1, day: "2026-05-03" },
      { type: "pointerUp" },
      { type: "pointerCancel" },
      { type: "cancel" },
      { type: "reset" },
    ] as RangeSelectionAction[]) {
      expect(rangeSelectionReducer(initialRangeSelection, action)).toBe(initialRangeSelection);
    }
  });
});

describe("range selection from the keyboard", () => {
  it("starts on Enter, extends with the arrows and confirms on the last day", () => {
    const started = run([select(1, "2026-05-03")]);
    expect(started.selection).toEqual({ vehicleId: 1, anchor: "2026-05-03", current: "2026-05-03", by: "keyboard" });
    expect(announcementText(started.announcement, english, "en")).toBe(
      "Start May 3, 2026 chosen for the Suzuki Jimny. Move to the last day and press Enter.",
    );
    const extended = run([{ type: "keyboardMove", vehicleId: 1, day: "2026-05-04" }], started);
    expect(extended.selection?.current).toBe("2026-05-04");
    const done = run([select(1, "2026-05-04")], extended);
    expect(done.selection).toBeNull();
    expect(done.confirmed).toEqual({ vehicleId: 1, range: { startDate: "2026-05-03", endDate: "2026-05-04" } });
  });

  it("confirms wherever the second Enter is pressed on the same row", () => {
    const done = run([select(1, "2026-05-09"), select(1, "2026-05-02")]);
    expect(done.confirmed?.range).toEqual({ startDate: "2026-05-02", endDate: "2026-05-09" });
  });

  it("does not extend a range from another row; Enter there starts a new range", () => {
    const moved = run([select(1, "2026-05-03"), { type: "keyboardMove", vehicleId: 2, day: "2026-05-05" }]);
    expect(moved.selection?.current).toBe("2026-05-03");
    const restarted = run([select(2, "2026-05-05")], moved);
    expect(restarted.selection).toEqual({ vehicleId: 2, anchor: "2026-05-05", current: "2026-05-05", by: "keyboard" });
    expect(restarted.confirmed).toBeNull();
  });

  it("does not let arrow keys move a pointer drag", () => {
    const dragging = run([{ type: "pointerDown", vehicleId: 1, day: "2026-05-03" }]);
    expect(rangeSelectionReducer(dragging, { type: "keyboardMove", vehicleId: 1, day: "2026-05-04" })).toBe(dragging);
  });

  it("cancels on Escape and says so", () => {
    const cancelled = run([select(1, "2026-05-03"), { type: "cancel" }]);
    expect(cancelled.selection).toBeNull();
    expect(cancelled.confirmed).toBeNull();
    expect(announcementText(cancelled.announcement, english, "en")).toBe("Selection cancelled.");
  });

  it("drops the range quietly when the month changes", () => {
    const started = run([select(1, "2026-05-03")]);
    const reset = rangeSelectionReducer(started, { type: "reset" });
    expect(reset.selection).toBeNull();
    expect(reset.announcement).toBe(started.announcement);
  });
});
