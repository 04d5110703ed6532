import { addDays, type IsoDate } from "../../domain/dates";

/** One all-day event of a feed: `endDate` is the last day it covers (our closed ranges). */
export interface FeedEvent {
  uid: string;
  startDate: IsoDate;
  endDate: IsoDate;
  summary: string;
  description?: string;
  status: "CONFIRMED" | "TENTATIVE";
}

export interface Feed {
  name: string;
  events: FeedEvent[];
  /** DTSTAMP of every event: when the feed was written. */
  generatedAt: Date;
}

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space. Counted in UTF-8
 * octets, never splitting a character (a split multi-byte character would not decode).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const basicDate = (day: IsoDate) => day.replaceAll("-", "");
const basicDateTime = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** The whole VCALENDAR, CRLF line ends included. */
export function writeCalendar(feed: Feed): string {
  const stamp = basicDateTime(feed.generatedAt);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Dominica Car Rental Marketplace//Calendar feed//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    ...feed.events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.startDate)}`,
      // DTEND of an all-day event is exclusive: the day after the last one covered.
      `DTEND;VALUE=DATE:${basicDate(addDays(event.endDate, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `STATUS:${event.status}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
