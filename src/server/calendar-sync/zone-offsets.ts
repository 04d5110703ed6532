/**
 * Offsets of zones named by a TZID that the calendar does not define (no VTIMEZONE): an IANA name,
 * a Windows name (Outlook and Exchange write those), or a display name such as
 * "(UTC-05:00) Eastern Time (US & Canada)".
 */

// The Windows names Outlook and Exchange export most, mapped as Unicode CLDR's windowsZones does.
const WINDOWS_ZONES: Record<string, string> = {
  "Dateline Standard Time": "Etc/GMT+12",
  "Hawaiian Standard Time": "Pacific/Honolulu",
  "Alaskan Standard Time": "America/Anchorage",
  "Pacific Standard Time": "America/Los_Angeles",
  "US Mountain Standard Time": "America/Phoenix",
  "Mountain Standard Time": "America/Denver",
  "Central America Standard Time": "America/Guatemala",
  "Central Standard Time": "America/Chicago",
  "Canada Central Standard Time": "America/Regina",
  "SA Pacific Standard Time": "America/Bogota",
  "Eastern Standard Time": "America/New_York",
  "US Eastern Standard Time": "America/Indianapolis",
  "Venezuela Standard Time": "America/Caracas",
  "Atlantic Standard Time": "America/Halifax",
  "SA Western Standard Time": "America/La_Paz",
  "Pacific SA Standard Time": "America/Santiago",
  "Newfoundland Standard Time": "America/St_Johns",
  "E. South America Standard Time": "America/Sao_Paulo",
  "Argentina Standard Time": "America/Buenos_Aires",
  "SA Eastern Standard Time": "America/Cayenne",
  UTC: "Etc/UTC",
  "GMT Standard Time": "Europe/London",
  "Greenwich Standard Time": "Atlantic/Reykjavik",
  "W. Europe Standard Time": "Europe/Berlin",
  "Central Europe Standard Time": "Europe/Budapest",
  "Romance Standard Time": "Europe/Paris",
  "Central European Standard Time": "Europe/Warsaw",
  "W. Central Africa Standard Time": "Africa/Lagos",
  "GTB Standard Time": "Europe/Bucharest",
  "FLE Standard Time": "Europe/Kiev",
  "E. Europe Standard Time": "Europe/Chisinau",
  "Egypt Standard Time": "Africa/Cairo",
  "South Africa Standard Time": "Africa/Johannesburg",
  "Israel Standard Time": "Asia/Jerusalem",
  "Jordan Standard Time": "Asia/Amman",
  "Russian Standard Time": "Europe/Moscow",
  "Arab Standard Time": "Asia/Riyadh",
  "E. Africa Standard Time": "Africa/Nairobi",
  "Arabian Standard Time": "Asia/Dubai",
  "Pakistan Standard Time": "Asia/Karachi",
  "India Standard Time": "Asia/Calcutta",
  "SE Asia Standard Time": "Asia/Bangkok",
  "China Standard Time": "Asia/Shanghai",
  "Singapore Standard Time": "Asia/Singapore",
  "Tokyo Standard Time": "Asia/Tokyo",
  "Korea Standard Time": "Asia/Seoul",
  "AUS Eastern Standard Time": "Australia/Sydney",
  "E. Australia Standard Time": "Australia/Brisbane",
  "New Zealand Standard Time": "Pacific/Auckland",
};

// Windows display names after their "(UTC+hh:mm)": the offset written is the zone's standard one,
// so a time in summer would be an hour off (and on the wrong day near midnight) without the zone.
const DISPLAY_NAMES: Record<string, string> = {
  "eastern time (us and canada)": "America/New_York",
  "central time (us and canada)": "America/Chicago",
  "mountain time (us and canada)": "America/Denver",
  "pacific time (us and canada)": "America/Los_Angeles",
  "atlantic time (canada)": "America/Halifax",
  alaska: "America/Anchorage",
  newfoundland: "America/St_Johns",
  brasilia: "America/Sao_Paulo",
  santiago: "America/Santiago",
  "dublin, edinburgh, lisbon, london": "Europe/London",
  "amsterdam, berlin, bern, rome, stockholm, vienna": "Europe/Berlin",
  "brussels, copenhagen, madrid, paris": "Europe/Paris",
  "belgrade, bratislava, budapest, ljubljana, prague": "Europe/Budapest",
  "sarajevo, skopje, warsaw, zagreb": "Europe/Warsaw",
  "athens, bucharest": "Europe/Bucharest",
  "helsinki, kyiv, riga, sofia, tallinn, vilnius": "Europe/Kiev",
  jerusalem: "Asia/Jerusalem",
  cairo: "Africa/Cairo",
  "canberra, melbourne, sydney": "Australia/Sydney",
  "auckland, wellington": "Pacific/Auckland",
};

const DISPLAY_NAME_OFFSET = /^\((?:UTC|GMT) ?(?:([+-])(\d{1,2}):(\d{2}))?\)\s*(.*)$/;

const formatters = new Map<string, Intl.DateTimeFormat | null>();
function formatterFor(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    try {
      formatters.set(
        zone,
        new Intl.DateTimeFormat("en-US", {
          timeZone: zone,
          hourCycle: "h23",
          year: "numeric",
          month: "numeric",
          day: "numeric",
          hour: "numeric",
          minute: "numeric",
          second: "numeric",
        }),
      );
    } catch {
      formatters.set(zone, null);
    }
  }
  return formatters.get(zone) ?? null;
}

/** Minutes the zone is ahead of UTC at `instant`. */
function ianaOffsetMinutes(format: Intl.DateTimeFormat, instant: number): number {
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - instant) / 60_000);
}

/**
 * The UTC instant of a wall-clock time (given as if it were UTC, in ms) in the named zone, or null
 * when the name is not one we know.
 */
export function instantInNamedZone(wallClockAsUtc: number, tzid: string): number | null {
  const name = tzid.trim();
  const display = DISPLAY_NAME_OFFSET.exec(name);
  const city = display?.[4]?.toLowerCase().replace(/&/g, "and").replace(/\s+/g, " ");
  const zone = (city && DISPLAY_NAMES[city]) ?? WINDOWS_ZONES[name] ?? name;
  if (display && zone === name) {
    const minutes = Number(display[2] ?? 0) * 60 + Number(display[3] ?? 0);
    return wallClockAsUtc - (display[1] === "-" ? -minutes : minutes) * 60_000;
  }
  const format = formatterFor(zone);
  if (!format) return null;
  // Twice: the offset at the guessed instant may differ from the one at the true instant near a DST change.
  let instant = wallClockAsUtc - ianaOffsetMinutes(format, wallClockAsUtc) * 60_000;
  instant = wallClockAsUtc - ianaOffsetMinutes(format, instant) * 60_000;
  return instant;
}

/** Whether a TZID the calendar does not define names a zone we can read (else its times are read as Dominica's). */
export const isKnownZoneName = (tzid: string) => instantInNamedZone(0, tzid) !== null;
