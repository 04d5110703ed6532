import type { CompanyInsights, InsightFigures } from "../contracts/insights";

/**
 * CSV (RFC 4180) for a spreadsheet: a text cell that starts like a formula (=, +, -, @, a tab or a
 * carriage return) is led by an apostrophe so the spreadsheet shows it rather than runs it (OWASP,
 * "CSV injection"); a cell holding a comma, a quote or a line break is quoted, its quotes doubled.
 * Numbers go out as they are.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text, lines ended by CRLF as RFC 4180 writes them. */
export const csvText = (rows: readonly (readonly (string | number | null)[])[]): string =>
  `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;

/** Utilisation as a percentage with one decimal, as the screen shows it; null stays empty. */
export const utilisationPercent = (utilisation: number | null): number | null =>
  utilisation === null ? null : Math.round(utilisation * 1000) / 10;

/** The insights as CSV: a header, one row per vehicle, then the whole fleet's row. */
export function insightsCsv(insights: CompanyInsights): string {
  const row = (name: string, id: number | null, archived: string, f: InsightFigures) => [
    name,
    id,
    archived,
    f.views,
    f.quotes,
    f.requests,
    f.confirmed,
    f.lostSearches,
    f.bookedDays,
    f.bookableDays,
    utilisationPercent(f.utilisation),
    f.revenue,
    f.revenueOther,
    f.answered,
    f.medianAnswerMinutes,
  ];
  return csvText([
    [
      "Vehicle",
      "Vehicle ID",
      "Archived",
      "Page views",
      "Quotes",
      "Requests",
      "Confirmed bookings",
      "Searches lost to busy dates",
      "Booked days",
      "Bookable days",
      "Utilisation (%)",
      `Revenue (${insights.currency})`,
      `Revenue (${insights.otherCurrency})`,
      "Requests answered",
      "Median answer time (minutes)",
    ],
    ...insights.vehicles.map((vehicle) => row(vehicle.name, vehicle.id, vehicle.isArchived ? "yes" : "no", vehicle)),
    row("Whole fleet", null, "", insights.fleet),
  ]);
}
