import ICAL from "ical.js";

export interface TolerantParse {
  /** The VCALENDAR (several in one file are merged), or null when the text holds none. */
  calendar: ICAL.Component | null;
  /** Lines dropped because they could not be read (a bad EXDATE, a broken parameter). */
  unreadableValues: number;
}

type JCalComponent = [string, unknown[], JCalComponent[]];

// Outlook writes `DTSTART;TZID="W. Europe Standard Time:20200609T090000"`: the closing quote after the value.
const QUOTE_AROUND_VALUE = /^([^:"]*="[^"]*):([^"]*)"$/;

/** A content line as jCal, or null; a misplaced Outlook quote is put back where it belongs. */
function parseLine(line: string): unknown[] | null {
  for (const candidate of [line, line.replace(QUOTE_AROUND_VALUE, '$1":$2')]) {
    try {
      const property = ICAL.parse.property(candidate) as unknown[] | undefined;
      if (property) return property;
    } catch {
      // tried below, or dropped
    }
  }
  return null;
}

/** Removes, one by one, the properties whose values cannot be read, and counts them. */
function dropUnreadableValues(component: ICAL.Component): number {
  let dropped = 0;
  for (const property of component.getAllProperties()) {
    try {
      property.getValues();
    } catch {
      component.removeProperty(property);
      dropped++;
    }
  }
  for (const child of component.getAllSubcomponents()) dropped += dropUnreadableValues(child);
  return dropped;
}

/**
 * Reads an iCalendar text line by line instead of all or nothing: a line that cannot be read is
 * dropped (and counted), components left open are closed, a byte-order mark is ignored. Real
 * exports carry such flaws, and refusing the whole file would show the car free while it is booked.
 */
export function parseTolerantly(text: string): TolerantParse {
  const lines = text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .replace(/\n[ \t]/g, "")
    .split("\n");
  const roots: JCalComponent[] = [];
  const open: JCalComponent[] = [];
  let unreadableValues = 0;
  for (const line of lines) {
    if (line.trim() === "") continue;
    const marker = /^(BEGIN|END):(.+)$/i.exec(line.trim());
    if (marker) {
      const name = (marker[2] ?? "").toLowerCase();
      if (marker[1]?.toUpperCase() === "BEGIN") {
        const component: JCalComponent = [name, [], []];
        (open.at(-1)?.[2] ?? roots).push(component);
        open.push(component);
      } else {
        const depth = open.findLastIndex((component) => component[0] === name);
        if (depth >= 0) open.length = depth;
      }
      continue;
    }
    const current = open.at(-1);
    if (!current) continue; // text around the calendar (a web page, a signature)
    const property = parseLine(line);
    if (property) current[1].push(property);
    else unreadableValues++;
  }

  const calendars = roots.filter((root) => root[0] === "vcalendar");
  const first = calendars[0];
  if (!first) return { calendar: null, unreadableValues };
  for (const other of calendars.slice(1)) first[2].push(...other[2]);
  const calendar = new ICAL.Component(first);
  unreadableValues += dropUnreadableValues(calendar);
  return { calendar, unreadableValues };
}
