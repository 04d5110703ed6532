import ICAL from "ical.js";
import { addDays, type DayRange, type IsoDate, todayInDominica } from "../../domain/dates";
import { CalendarFetchError } from "./safe-fetch";

export interface ReadLimits {
  today: IsoDate;
  /** More busy ranges than this and the calendar is refused rather than half imported. */
  maxEvents: number;
  /** Days from today beyond which events are dropped (and long ones cut short). */
  horizonDays: number;
}

/** Occurrences of one repeating event looked at before giving up on it. */
const MAX_OCCURRENCES_SCANNED = 5000;

// ISO days compare as strings; Math.min/max would turn them into NaN.
const laterDay = (a: IsoDate, b: IsoDate) => (a >= b ? a : b);
const earlierDay = (a: IsoDate, b: IsoDate) => (a <= b ? a : b);

/** A day as written (floating or zoned times), or as it is in Dominica for UTC times. */
function dayOf(time: ICAL.Time): IsoDate {
  if (!time.isDate && time.zone === ICAL.Timezone.utcTimezone) return todayInDominica(time.toJSDate());
  return time.toString().slice(0, 10);
}

/** The closed day range an event blocks: an all-day DTEND (and a time-of-day end at midnight) is exclusive. */
function busyDays(start: ICAL.Time, end: ICAL.Time | null): DayRange {
  const startDay = dayOf(start);
  if (!end) return { startDate: startDay, endDate: startDay };
  const isExclusiveEnd = end.isDate || (end.hour === 0 && end.minute === 0 && end.second === 0);
  const endDay = isExclusiveEnd ? addDays(dayOf(end), -1) : dayOf(end);
  return { startDate: startDay, endDate: laterDay(endDay, startDay) };
}

/**
 * The busy day ranges of an iCalendar text, from today to the horizon. Cancelled and "free"
 * (TRANSP:TRANSPARENT) events block nothing; repeating events are expanded within the horizon.
 */
export function readBusyRanges(text: string, limits: ReadLimits): DayRange[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new CalendarFetchError("The address does not serve an iCalendar (.ics) file");
  }
  if (calendar.name !== "vcalendar")
    throw new CalendarFetchError("The address does not serve an iCalendar (.ics) file");
  const horizon = addDays(limits.today, limits.horizonDays);
  const ranges: DayRange[] = [];
  const keep = (range: DayRange) => {
    if (range.endDate < limits.today || range.startDate > horizon) return;
    ranges.push({ startDate: range.startDate, endDate: earlierDay(range.endDate, horizon) });
    if (ranges.length > limits.maxEvents) {
      throw new CalendarFetchError(`The calendar has more than ${limits.maxEvents} events to import`);
    }
  };

  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    const status = String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase();
    const transparency = String(vevent.getFirstPropertyValue("transp") ?? "").toUpperCase();
    if (status === "CANCELLED" || transparency === "TRANSPARENT") continue;
    // Overrides of single occurrences (RECURRENCE-ID) are read through their master event.
    if (vevent.hasProperty("recurrence-id")) continue;
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(vevent);
      if (!event.startDate) continue;
    } catch {
      continue;
    }
    if (!event.isRecurring()) {
      keep(busyDays(event.startDate, event.endDate));
      continue;
    }
    const occurrences = event.iterator();
    for (let scanned = 0; scanned < MAX_OCCURRENCES_SCANNED; scanned++) {
      const next = occurrences.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      const range = busyDays(details.startDate, details.endDate);
      if (range.startDate > horizon) break;
      keep(range);
    }
  }
  return ranges.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
}
