import { describe, expect, it } from "vitest";
import {
  calendarImportMessage,
  MAX_IMPORTS_MESSAGE,
  SERVER_ANSWERED_MESSAGE,
  translateCalendarImportMessage,
} from "../../src/domain/calendar-import-messages";
import { english } from "../../src/domain/i18n/translate";

/** A French stand-in for the two templates and one plain message. */
const FRENCH: Record<string, string> = {
  [MAX_IMPORTS_MESSAGE]: "{{max}} calendriers au maximum",
  [SERVER_ANSWERED_MESSAGE]: "Le serveur a répondu {{status}}",
  "The calendar could not be read": "Le calendrier n'a pas pu être lu",
};
const french = (key: string, values?: Record<string, string | number>) => english(FRENCH[key] ?? key, values);

describe("calendar sync messages", () => {
  it("writes the English the server answers", () => {
    expect(calendarImportMessage(MAX_IMPORTS_MESSAGE, { max: 3 })).toBe(
      "A vehicle can sync at most 3 external calendars",
    );
    expect(calendarImportMessage(SERVER_ANSWERED_MESSAGE, { status: "404 Not Found" })).toBe(
      "The calendar's server answered 404 Not Found",
    );
  });

  it.each([
    ["A vehicle can sync at most 3 external calendars", "3 calendriers au maximum"],
    ["The calendar's server answered 404 Not Found", "Le serveur a répondu 404 Not Found"],
    ["The calendar could not be read", "Le calendrier n'a pas pu être lu"],
    // Not a template's and without French: as written.
    ["A vehicle can sync at most three external calendars", "A vehicle can sync at most three external calendars"],
  ])("says %s in French as %s", (message, translated) => {
    expect(translateCalendarImportMessage(message, french)).toBe(translated);
  });
});
