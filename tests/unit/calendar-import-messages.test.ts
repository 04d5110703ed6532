import { describe, expect, it } from "vitest";
import {
  calendarImportMessage,
  MAX_IMPORTS_MESSAGE,
  SERVER_ANSWERED_MESSAGE,
  translateCalendarImportMessage,
} from "../../src/domain/calendar-import-messages";
import { describeSkipped } from "../../src/domain/calendar-import-status";
import { english, translator } from "../../src/domain/i18n/translate";
import { en } from "../../src/domain/i18n/translations/en";
import { fr } from "../../src/domain/i18n/translations/fr";

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

describe("what an import's last read left out or assumed", () => {
  const unknownZone = { reason: "unknown-zone", zone: "Europe/Germany", count: 2 } as const;

  it("names a zone the file does not define and what was assumed, in English and French", () => {
    expect(describeSkipped(unknownZone, translator("en", en))).toBe(
      "Times in zone 'Europe/Germany' (2 events) read as Dominica time: the file does not define that zone",
    );
    expect(describeSkipped({ ...unknownZone, count: 1 }, translator("en", en))).toBe(
      "Times in zone 'Europe/Germany' (1 event) read as Dominica time: the file does not define that zone",
    );
    expect(describeSkipped(unknownZone, translator("fr", fr))).toBe(
      "Heures du fuseau « Europe/Germany » (2 événements) lues à l'heure de la Dominique : le fichier ne définit pas ce fuseau",
    );
  });
});
