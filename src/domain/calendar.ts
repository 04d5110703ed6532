import { addDays, type IsoDate, rangesOverlap } from "./dates";

/** Calendar availability statuses (docs/product-rules.md, "Calendar and unavailability"). */
export const AVAILABILITY_STATUSES = [
  "available",
  "reserved",
  "in-service",
  "out-of-service",
  "cleaning",
  "inspection-due",
  "documents-expired",
  "external-calendar",
] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** The five reason labels a company picks for an unavailability period. */
export const UNAVAILABILITY_REASONS = [
  "Reserved",
  "Scheduled Maintenance",
  "Repairs Needed",
  "Cleaning",
  "Inspection",
] as const;

export const STATUS_LABELS: Record<AvailabilityStatus, string> = {
  available: "Available",
  reserved: "Reserved",
  "in-service": "Scheduled Maintenance",
  "out-of-service": "Repairs Needed",
  cleaning: "Cleaning",
  "inspection-due": "Inspection",
  "documents-expired": "Documents Expired",
  "external-calendar": "External calendar",
};

/**
 * The reason of a period copied from another channel's calendar. Only a sync writes it: it is not
 * one of the reasons a company picks, so the form and the API refuse it.
 */
export const EXTERNAL_CALENDAR_REASON = STATUS_LABELS["external-calendar"];

const STATUS_BY_REASON = new Map<string, AvailabilityStatus>(
  (Object.entries(STATUS_LABELS) as [AvailabilityStatus, string][])
    .filter(([status]) => status !== "available" && status !== "documents-expired")
    .map(([status, label]) => [label.toLowerCase(), status]),
);

/** A period's status from its stored reason text; a missing or unmatched reason reads as reserved. */
export function statusForReason(reason: string | null | undefined): AvailabilityStatus {
  return STATUS_BY_REASON.get((reason ?? "").trim().toLowerCase()) ?? "reserved";
}

export const EXPIRY_WARNING_DAYS = 30;
export type ExpiryState = "expired" | "expiring";

/** Expired when the date is before today; expiring when it falls within the next 30 days. */
export function expiryState(date: IsoDate, today: IsoDate): ExpiryState | null {
  if (date < today) return "expired";
  if (date <= addDays(today, EXPIRY_WARNING_DAYS)) return "expiring";
  return null;
}

export interface VehicleDocuments {
  insuranceExpiryDate: IsoDate;
  licenseExpiryDate: IsoDate;
}

export interface ExpiryWarning {
  document: "Insurance" | "License";
  state: ExpiryState;
  date: IsoDate;
}

/** The flags a vehicle card shows for its insurance and licence. */
export function expiryWarnings(vehicle: VehicleDocuments, today: IsoDate): ExpiryWarning[] {
  const documents = [
    ["Insurance", vehicle.insuranceExpiryDate],
    ["License", vehicle.licenseExpiryDate],
  ] as const;
  return documents.flatMap(([document, date]) => {
    const state = expiryState(date, today);
    return state ? [{ document, state, date }] : [];
  });
}

export function hasExpiredDocuments(vehicle: VehicleDocuments, today: IsoDate): boolean {
  return vehicle.insuranceExpiryDate < today || vehicle.licenseExpiryDate < today;
}

/** "YYYY-MM" of a day. */
export type IsoMonth = string;
export const monthOf = (day: IsoDate): IsoMonth => day.slice(0, 7);

export function isIsoMonth(value: string): value is IsoMonth {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export function firstDayOfMonth(month: IsoMonth): IsoDate {
  return `${month}-01`;
}

export function lastDayOfMonth(month: IsoMonth): IsoDate {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, "0")}`;
}

export function shiftMonth(month: IsoMonth, by: number): IsoMonth {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** Every day of a month, in order. */
export function daysOfMonth(month: IsoMonth): IsoDate[] {
  const last = lastDayOfMonth(month);
  const days: IsoDate[] = [];
  for (let day = firstDayOfMonth(month); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * A vehicle whose insurance or licence expiry is in the past is blocked from today to the
 * end of the current month.
 */
export function documentsExpiredBlock(
  vehicle: VehicleDocuments,
  today: IsoDate,
): { startDate: IsoDate; endDate: IsoDate } | null {
  if (!hasExpiredDocuments(vehicle, today)) return null;
  return { startDate: today, endDate: lastDayOfMonth(monthOf(today)) };
}

export interface CalendarBlock {
  key: string;
  startDate: IsoDate;
  endDate: IsoDate;
  status: AvailabilityStatus;
  label: string;
  /** Lane within the vehicle's row, so overlapping blocks are stacked rather than hidden. */
  lane: number;
}

export interface CalendarInput {
  month: IsoMonth;
  today: IsoDate;
  vehicle: VehicleDocuments;
  periods: { id: number; startDate: IsoDate; endDate: IsoDate; reason: string | null }[];
  /** Confirmed bookings only: they show as reserved. */
  bookings: { id: number; startDate: IsoDate; endDate: IsoDate }[];
  /** The company's days kept free around each period and booking (docs/product-rules.md, "Availability rules"). */
  cleaningDays?: number;
}

// ISO days compare as strings; Math.min/max would turn them into NaN.
const laterDay = (a: IsoDate, b: IsoDate) => (a >= b ? a : b);
const earlierDay = (a: IsoDate, b: IsoDate) => (a <= b ? a : b);

export const CLEANING_DAYS_LABEL = "Kept free for cleaning";

/** The blocks of one vehicle's row for a month, clipped to the month and laid out in lanes. */
export function calendarBlocks({
  month,
  today,
  vehicle,
  periods,
  bookings,
  cleaningDays = 0,
}: CalendarInput): CalendarBlock[] {
  const monthRange = { start: firstDayOfMonth(month), end: lastDayOfMonth(month) };
  const raw: Omit<CalendarBlock, "lane">[] = [
    ...periods.map((p) => {
      const status = statusForReason(p.reason);
      return {
        key: `period-${p.id}`,
        startDate: p.startDate,
        endDate: p.endDate,
        status,
        label: STATUS_LABELS[status],
      };
    }),
    ...bookings.map((b) => ({
      key: `booking-${b.id}`,
      startDate: b.startDate,
      endDate: b.endDate,
      status: "reserved" as const,
      label: "Booked",
    })),
  ];
  if (cleaningDays > 0) {
    // Drawn as the spec's cleaning status, beside the stretch they surround.
    const stretches = [
      ...periods.map((p) => ({ ...p, key: `period-${p.id}` })),
      ...bookings.map((b) => ({ ...b, key: `booking-${b.id}` })),
    ];
    const cleaning = { status: "cleaning" as const, label: CLEANING_DAYS_LABEL };
    for (const { key, startDate, endDate } of stretches) {
      raw.push({
        key: `${key}-before`,
        startDate: addDays(startDate, -cleaningDays),
        endDate: addDays(startDate, -1),
        ...cleaning,
      });
      raw.push({
        key: `${key}-after`,
        startDate: addDays(endDate, 1),
        endDate: addDays(endDate, cleaningDays),
        ...cleaning,
      });
    }
  }
  const expired = documentsExpiredBlock(vehicle, today);
  if (expired) {
    raw.push({ key: "documents-expired", ...expired, status: "documents-expired", label: "Documents Expired" });
  }
  const clipped = raw
    .filter((b) => rangesOverlap({ start: b.startDate, end: b.endDate }, monthRange))
    .map((b) => ({
      ...b,
      startDate: laterDay(b.startDate, monthRange.start),
      endDate: earlierDay(b.endDate, monthRange.end),
    }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.key.localeCompare(b.key));
  const laneEnds: IsoDate[] = [];
  return clipped.map((block) => {
    let lane = laneEnds.findIndex((end) => end < block.startDate);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = block.endDate;
    return { ...block, lane };
  });
}

/** What a day of a vehicle's row is, for screen readers: the first block covering it, else available. */
export function dayStatus(blocks: CalendarBlock[], day: IsoDate): { status: AvailabilityStatus; label: string } {
  const block = blocks.find((b) => b.startDate <= day && day <= b.endDate);
  return block ? { status: block.status, label: block.label } : { status: "available", label: "Available" };
}
