import { addDays, DOMINICA_TIME_ZONE, type IsoDate } from "../../domain/dates";
import type { Translate } from "../../domain/i18n/translate";
import { type RequestSummary, rentalMomentEvent, rentalMoments } from "../../domain/requests/mails";
import { escapeText, foldLine } from "../calendar-sync/ical-writer";
import type { MailAttachment } from "../mail/outbox";

const CRLF = "\r\n";

/** Dominica keeps Atlantic Standard Time all year (no daylight saving): one fixed offset. */
const DOMINICA_ZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${DOMINICA_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0400",
  "TZNAME:AST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const basicDate = (day: IsoDate) => day.replaceAll("-", "");
const basicDateTime = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/**
 * The confirmed rental's pick-up and return as an iCalendar file (RFC 5545): two events at their
 * places, at the times the renter asked for in Dominica's zone (a whole-day event when none was
 * given). Each UID is the reference's, so a mail sent again updates the same events.
 */
export function requestCalendar(r: RequestSummary, host: string, t?: Translate, now = new Date()): string {
  const moments = rentalMoments(r, t);
  const events = moments.flatMap((moment) => {
    const { summary, description } = rentalMomentEvent(r, moment);
    const when = moment.time
      ? [
          `DTSTART;TZID=${DOMINICA_TIME_ZONE}:${basicDate(moment.date)}T${moment.time.replace(":", "")}00`,
          "DURATION:PT30M",
        ]
      : [`DTSTART;VALUE=DATE:${basicDate(moment.date)}`, `DTEND;VALUE=DATE:${basicDate(addDays(moment.date, 1))}`];
    return [
      "BEGIN:VEVENT",
      `UID:${escapeText(`${r.reference}-${moment.kind}@${host}`)}`,
      `DTSTAMP:${basicDateTime(now)}`,
      ...when,
      `SUMMARY:${escapeText(summary)}`,
      `LOCATION:${escapeText(moment.place)}`,
      `DESCRIPTION:${escapeText(description)}`,
      "STATUS:CONFIRMED",
      "END:VEVENT",
    ];
  });
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Dominica Car Rental Marketplace//Rental//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(moments.some((moment) => moment.time) ? DOMINICA_ZONE : []),
    ...events,
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The calendar as the confirmation mail's attachment; none for a booking that kept no places. */
export function requestCalendarAttachment(r: RequestSummary, host: string, t?: Translate): MailAttachment[] {
  if (rentalMoments(r, t).length === 0) return [];
  return [
    {
      filename: `${r.reference}.ics`,
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      content: requestCalendar(r, host, t),
    },
  ];
}
