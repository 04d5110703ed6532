import { useEffect, useReducer, useRef } from "react";
import { type DayRange, formatLongDate, type IsoDate } from "../../../../domain/dates";
import type { Language } from "../../../../domain/i18n/languages";
import type { Translate } from "../../../../domain/i18n/translate";

/** A range being chosen on one vehicle's row: from the first day touched to the day now under the pointer or focus. */
export interface Selection {
  vehicleId: number;
  anchor: IsoDate;
  current: IsoDate;
  by: "pointer" | "keyboard";
}

/** What the live region says, put into words in the screen's language by `announcementText`. */
export type Announcement =
  | { kind: "started"; day: IsoDate; vehicleName: string }
  | { kind: "cancelled" }
  | { kind: "none" };

export interface RangeSelectionState {
  selection: Selection | null;
  /** The last chosen range; a new object each time, so it can be acted on once. */
  confirmed: { vehicleId: number; range: DayRange } | null;
  /** Read out by a live region for keyboard users. */
  announcement: Announcement;
}

export type RangeSelectionAction =
  | { type: "pointerDown"; vehicleId: number; day: IsoDate }
  | { type: "pointerEnter"; vehicleId: number; day: IsoDate }
  | { type: "pointerUp" }
  | { type: "pointerCancel" }
  | { type: "keyboardMove"; vehicleId: number; day: IsoDate }
  | { type: "keyboardSelect"; vehicleId: number; day: IsoDate; vehicleName: string }
  | { type: "cancel" }
  | { type: "reset" };

export const initialRangeSelection: RangeSelectionState = {
  selection: null,
  confirmed: null,
  announcement: { kind: "none" },
};

export const orderedRange = (a: IsoDate, b: IsoDate): DayRange =>
  a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a };

const confirm = (state: RangeSelectionState, selection: Selection): RangeSelectionState => ({
  ...state,
  selection: null,
  confirmed: { vehicleId: selection.vehicleId, range: orderedRange(selection.anchor, selection.current) },
});

/**
 * Choosing a day range on one row of the fleet calendar. With a pointer: press on the first day,
 * move along the row, release anywhere (a tap is a one-day range). From the keyboard: Enter or
 * Space on the first day, move, Enter or Space on the last; Escape cancels. A range never spans
 * two vehicles: moving onto another row leaves the range as it was. Unchanged state is returned
 * as the same object, so React skips the render.
 */
export function rangeSelectionReducer(state: RangeSelectionState, action: RangeSelectionAction): RangeSelectionState {
  const { selection } = state;
  switch (action.type) {
    case "pointerDown":
      return {
        ...state,
        selection: { vehicleId: action.vehicleId, anchor: action.day, current: action.day, by: "pointer" },
      };
    case "pointerEnter":
    case "keyboardMove": {
      const by = action.type === "pointerEnter" ? "pointer" : "keyboard";
      if (selection?.by !== by || selection.vehicleId !== action.vehicleId || selection.current === action.day) {
        return state;
      }
      return { ...state, selection: { ...selection, current: action.day } };
    }
    case "pointerUp":
      return selection?.by === "pointer" ? confirm(state, selection) : state;
    case "pointerCancel":
      return selection?.by === "pointer" ? { ...state, selection: null } : state;
    case "keyboardSelect":
      if (selection?.by === "keyboard" && selection.vehicleId === action.vehicleId) {
        return confirm(state, { ...selection, current: action.day });
      }
      return {
        ...state,
        selection: { vehicleId: action.vehicleId, anchor: action.day, current: action.day, by: "keyboard" },
        announcement: { kind: "started", day: action.day, vehicleName: action.vehicleName },
      };
    case "cancel":
      return selection ? { ...state, selection: null, announcement: { kind: "cancelled" } } : state;
    case "reset":
      return selection ? { ...state, selection: null } : state;
  }
}

/** The live region's words for an announcement. */
export function announcementText(announcement: Announcement, t: Translate, language: Language): string {
  switch (announcement.kind) {
    case "started":
      return t("Start {{day}} chosen for the {{vehicle}}. Move to the last day and press Enter.", {
        day: formatLongDate(announcement.day, language),
        vehicle: announcement.vehicleName,
      });
    case "cancelled":
      return t("Selection cancelled.");
    case "none":
      return "";
  }
}

/** Whether `day` on `vehicleId`'s row lies in the range being chosen. */
export function isDaySelected(selection: Selection | null, vehicleId: number, day: IsoDate): boolean {
  if (selection?.vehicleId !== vehicleId) return false;
  const { startDate, endDate } = orderedRange(selection.anchor, selection.current);
  return startDate <= day && day <= endDate;
}

/**
 * The calendar's range selection. A drag ends wherever the pointer is released, even outside the
 * grid, so the release is heard on the window; those listeners are added once.
 */
export function useRangeSelection(
  t: Translate,
  language: Language,
  onConfirm: (vehicleId: number, range: DayRange) => void,
) {
  const [state, dispatch] = useReducer(rangeSelectionReducer, initialRangeSelection);
  const onConfirmRef = useRef(onConfirm);
  useEffect(() => {
    onConfirmRef.current = onConfirm;
  });

  useEffect(() => {
    const onUp = () => dispatch({ type: "pointerUp" });
    const onCancel = () => dispatch({ type: "pointerCancel" });
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
    return () => {
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
    };
  }, []);

  useEffect(() => {
    if (state.confirmed) onConfirmRef.current(state.confirmed.vehicleId, state.confirmed.range);
  }, [state.confirmed]);

  return { selection: state.selection, announcement: announcementText(state.announcement, t, language), dispatch };
}
