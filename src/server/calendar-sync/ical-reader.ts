import ICAL from "ical.js";
import type { SkippedEvents, SkipReason } from "../../domain/contracts/calendar-feeds";
import { addDays, type DayRange, type IsoDate, rentalDays } from "../../domain/dates";
import { parseTolerantly } from "./ical-tolerant-parse";
import { CalendarFetchError } from "./safe-fetch";
import { instantInNamedZone, isKnownZoneName } from "./zone-offsets";

export interface ReadLimits {
  today: IsoDate;
  /** Busy ranges imported at most: the earliest are kept, the rest are counted as skipped. */
  maxEvents: number;
  /** Days from today beyond which events are dropped (and long ones cut short). */
  horizonDays: number;
  /** Import events marked free (TRANSP:TRANSPARENT) too: the company's choice per import. */
  importFreeEvents: boolean;
}

export interface CalendarReading {
  ranges: DayRange[];
  eventsRead: number;
  daysBlocked: number;
  skipped: SkippedEvents;
}

export const NOT_AN_ICALENDAR = "The address does not serve an iCalendar (.ics) file";

/** Occurrences of one repeating event, and of the whole calendar, looked at before giving up. */
const MAX_OCCURRENCES_PER_EVENT = 20_000;
const MAX_OCCURRENCES_IN_ALL = 100_000;

// ISO days compare as strings; Math.min/max would turn them into NaN.
const laterDay = (a: IsoDate, b: IsoDate) => (a >= b ? a : b);
const earlierDay = (a: IsoDate, b: IsoDate) => (a <= b ? a : b);

interface Moment {
  time: ICAL.Time;
  /** The TZID the time was written with: ical.js forgets it when the calendar does not define the zone. */
  tzid: string | undefined;
}

/** Whether ical.js knows the time's zone (UTC, or one the file defines); else it is floating or named only. */
const hasKnownZone = (time: ICAL.Time) => Boolean(time.zone) && time.zone !== ICAL.Timezone.localTimezone;

// Dominica keeps UTC-4 all year (no daylight saving).
const DOMINICA_OFFSET_MS = -4 * 60 * 60 * 1000;
const dominicaClockAt = (instant: number) => new Date(instant + DOMINICA_OFFSET_MS).toISOString().slice(0, 19);

/**
 * The Dominica wall clock of a time ("2020-10-28T00:00:00", the day alone for an all-day one):
 * all-day and floating times as written, zoned and UTC ones converted.
 */
function dominicaClock({ time, tzid }: Moment): string {
  const asWritten = time.toString().slice(0, 19);
  if (time.isDate) return asWritten;
  if (hasKnownZone(time)) return dominicaClockAt(time.toUnixTime() * 1000);
  if (!tzid) return asWritten;
  const wallClock = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const instant = instantInNamedZone(wallClock, tzid);
  return instant === null ? asWritten : dominicaClockAt(instant);
}

const dominicaDay = (moment: Moment): IsoDate => dominicaClock(moment).slice(0, 10);

/** The closed day range an event blocks: an all-day DTEND, and an end at Dominica's midnight, is exclusive. */
function busyDays(start: Moment, end: Moment | null): DayRange {
  const startDay = dominicaDay(start);
  if (!end) return { startDate: startDay, endDate: startDay };
  const endClock = dominicaClock(end);
  const endDay = endClock.slice(0, 10);
  const isExclusiveEnd = end.time.isDate || endClock.endsWith("T00:00:00");
  return { startDate: startDay, endDate: laterDay(isExclusiveEnd ? addDays(endDay, -1) : endDay, startDay) };
}

const tzidOf = (component: ICAL.Component, name: string) => {
  const value = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof value === "string" ? value : undefined;
};

/** An event's own start and end, with the zones they were written in. */
function eventDays(event: ICAL.Event, start: ICAL.Time = event.startDate, end: ICAL.Time = event.endDate) {
  const startZone = tzidOf(event.component, "dtstart");
  return busyDays(
    { time: start, tzid: startZone },
    end ? { time: end, tzid: tzidOf(event.component, "dtend") ?? startZone } : null,
  );
}

/**
 * What relates an occurrence to its override: the instant when the time has a known zone (Zimbra
 * names a moved occurrence by its UTC time while the event repeats in its own zone), else the time
 * as written.
 */
const occurrenceKey = (time: ICAL.Time) =>
  !time.isDate && hasKnownZone(time) ? `@${time.toUnixTime()}` : time.toString();

const upper = (component: ICAL.Component, name: string) =>
  String(component.getFirstPropertyValue(name) ?? "").toUpperCase();

function sumOfDays(ranges: DayRange[]): number {
  let days = 0;
  let coveredUntil = "";
  for (const { startDate, endDate } of ranges) {
    if (endDate <= coveredUntil) continue;
    const from = startDate > coveredUntil ? startDate : addDays(coveredUntil, 1);
    days += rentalDays(from, endDate);
    coveredUntil = endDate;
  }
  return days;
}

/**
 * The busy day ranges of an iCalendar text, from today to the horizon, and what was skipped and
 * why. Cancelled events and occurrences block nothing; events marked free only when the company
 * asks; moved occurrences (RECURRENCE-ID) block their new days; times are dated in Dominica.
 * Unreadable parts are skipped and counted, the rest imported.
 */
export function readCalendar(text: string, limits: ReadLimits): CalendarReading {
  const { calendar, unreadableValues } = parseTolerantly(text);
  if (!calendar) throw new CalendarFetchError(NOT_AN_ICALENDAR);
  const horizon = addDays(limits.today, limits.horizonDays);
  const skipped = new Map<SkipReason, number>();
  const skip = (reason: SkipReason, count = 1) => skipped.set(reason, (skipped.get(reason) ?? 0) + count);
  if (unreadableValues > 0) skip("unreadable-value", unreadableValues);

  const ranges: DayRange[] = [];
  const keep = (range: DayRange) => {
    if (range.endDate < limits.today || range.startDate > horizon) return;
    ranges.push({ startDate: range.startDate, endDate: earlierDay(range.endDate, horizon) });
  };
  /** Whether an event (or one occurrence's override) blocks days; free ones are counted once each. */
  const isBusy = (component: ICAL.Component) => {
    if (upper(component, "status") === "CANCELLED") return false;
    if (upper(component, "transp") !== "TRANSPARENT" || limits.importFreeEvents) return true;
    skip("marked-free");
    return false;
  };

  const vevents = calendar.getAllSubcomponents("vevent");
  const uidOf = (vevent: ICAL.Component) => String(vevent.getFirstPropertyValue("uid") ?? "");
  const overridesByUid = new Map<string, ICAL.Component[]>();
  for (const vevent of vevents) {
    if (!vevent.hasProperty("recurrence-id")) continue;
    overridesByUid.set(uidOf(vevent), [...(overridesByUid.get(uidOf(vevent)) ?? []), vevent]);
  }
  const mastersWithRule = new Set(
    vevents
      .filter((v) => !v.hasProperty("recurrence-id") && (v.hasProperty("rrule") || v.hasProperty("rdate")))
      .map(uidOf),
  );

  let eventsRead = 0;
  let scannedInAll = 0;
  /** Events per zone named but neither defined in the file nor known: their times are read as Dominica's. */
  const eventsInUnknownZones = new Map<string, number>();
  const noteUnknownZones = (event: ICAL.Event) => {
    const zones = new Set<string>();
    for (const [name, time] of [
      ["dtstart", event.startDate],
      ["dtend", event.endDate],
    ] as const) {
      const tzid = tzidOf(event.component, name);
      if (tzid && time && !hasKnownZone(time) && !isKnownZoneName(tzid)) zones.add(tzid);
    }
    for (const zone of zones) eventsInUnknownZones.set(zone, (eventsInUnknownZones.get(zone) ?? 0) + 1);
  };
  const readOne = (vevent: ICAL.Component): ICAL.Event | null => {
    try {
      // Overrides are related by hand below: ical.js would relate every override in the file, whatever its UID.
      const event = new ICAL.Event(vevent, { exceptions: [] });
      if (!event.startDate) throw new Error("no start");
      eventsRead++;
      noteUnknownZones(event);
      return event;
    } catch {
      skip("unreadable-event");
      return null;
    }
  };
  const blockOnce = (vevent: ICAL.Component, event: ICAL.Event) => {
    try {
      if (isBusy(vevent)) keep(eventDays(event));
    } catch {
      skip("unreadable-event");
    }
  };

  for (const vevent of vevents) {
    const uid = uidOf(vevent);
    if (vevent.hasProperty("recurrence-id")) {
      // Read with its repeating event; alone (Google exports single invitations so), as an event.
      const single = mastersWithRule.has(uid) ? null : readOne(vevent);
      if (single) blockOnce(vevent, single);
      continue;
    }
    const event = readOne(vevent);
    if (!event) continue;
    if (!event.isRecurring()) {
      blockOnce(vevent, event);
      continue;
    }
    try {
      const overrides = new Map<string, { event: ICAL.Event; isBusy: boolean; isUsed: boolean }>();
      for (const override of overridesByUid.get(uid) ?? []) {
        const read = readOne(override);
        if (!read) continue;
        const entry = { event: read, isBusy: isBusy(override), isUsed: false };
        const id = read.recurrenceId;
        // Exchange writes an all-day occurrence's RECURRENCE-ID as midnight in its zone: matched by day.
        for (const key of [occurrenceKey(id), id.toString().slice(0, 10)]) overrides.set(key, entry);
      }
      const masterIsBusy = isBusy(vevent);
      const iterator = event.iterator();
      for (let scanned = 0; ; scanned++) {
        if (scanned >= MAX_OCCURRENCES_PER_EVENT || scannedInAll >= MAX_OCCURRENCES_IN_ALL) {
          skip("repeats-too-often");
          break;
        }
        scannedInAll++;
        const occurrence = iterator.next();
        if (!occurrence) break;
        const override =
          overrides.get(occurrenceKey(occurrence)) ??
          (event.startDate.isDate ? overrides.get(occurrence.toString().slice(0, 10)) : undefined);
        if (override) {
          override.isUsed = true;
          if (override.isBusy) keep(eventDays(override.event));
        } else if (masterIsBusy) {
          const details = event.getOccurrenceDetails(occurrence);
          keep(eventDays(event, details.startDate, details.endDate));
        }
        if (dominicaDay({ time: occurrence, tzid: tzidOf(vevent, "dtstart") }) > horizon) break;
      }
      // An override whose occurrence the rule does not make still happens on its own days.
      for (const override of new Set(overrides.values())) {
        if (!override.isUsed && override.isBusy) keep(eventDays(override.event));
      }
    } catch {
      skip("unreadable-event");
    }
  }

  ranges.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
  // The same days twice (an event copied into two calendars of one export) make one period.
  const distinct = ranges.filter(
    (r, i) => r.startDate !== ranges[i - 1]?.startDate || r.endDate !== ranges[i - 1]?.endDate,
  );
  if (distinct.length > limits.maxEvents) skip("over-limit", distinct.length - limits.maxEvents);
  const imported = distinct.slice(0, limits.maxEvents);
  return {
    ranges: imported,
    eventsRead,
    daysBlocked: sumOfDays(imported),
    skipped: [
      ...[...skipped].map(([reason, count]) => ({ reason, count })),
      ...[...eventsInUnknownZones].map(([zone, count]) => ({ reason: "unknown-zone" as const, count, zone })),
    ],
  };
}
