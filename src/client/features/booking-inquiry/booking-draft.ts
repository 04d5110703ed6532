import type { BookingInquiryInput } from "../../../domain/contracts/requests/inquiry-schema";
import type { DayRange } from "../../../domain/dates";
import { PERSONAL_RENTER_FIELDS } from "../../../domain/requests/renter-details";

/**
 * What the booking form keeps on this device (docs/product-rules.md, "Requests"): the form being
 * written, per vehicle, so a reload, a lost signal or Back loses nothing; and, once a request is
 * sent, the renter's own details, so the next form starts filled. Both stay in this browser only,
 * and a draft is forgotten after a week or once sent.
 */
const DRAFT_PREFIX = "booking-draft:";
const RENTER_KEY = "booking-renter";
const DRAFT_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The renter's own details: what the next request of this renter will hold again — the personal
 * fields of a request, but its travel plans, which belong to one trip.
 */
export const RENTER_FIELDS = PERSONAL_RENTER_FIELDS.filter(
  (field): field is Exclude<(typeof PERSONAL_RENTER_FIELDS)[number], "visitingLocations"> =>
    field !== "visitingLocations",
);
export type RememberedRenter = Partial<Pick<BookingInquiryInput, (typeof RENTER_FIELDS)[number]>>;

function read<T>(key: string): T | undefined {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage off or full: the form still works, it only forgets
  }
}

function forget(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage off: nothing was kept
  }
}

/** A form being written, and the dates of the page it was opened from. */
export type BookingDraft = Partial<BookingInquiryInput> & { openedWith?: DayRange };

/** The form as last written for this vehicle, unless it is older than a week. */
export function readDraft(vehicleId: number, now = Date.now()): BookingDraft | undefined {
  const draft = read<{ savedAt: number; values: BookingDraft }>(DRAFT_PREFIX + vehicleId);
  if (!draft || typeof draft.savedAt !== "number" || now - draft.savedAt > DRAFT_DAYS * DAY_MS) return undefined;
  return draft.values;
}

export function saveDraft(vehicleId: number, values: BookingDraft, now = Date.now()) {
  write(DRAFT_PREFIX + vehicleId, { savedAt: now, values });
}

/** Starts a vehicle's form with `values` on `period` (a request sent again from its status page). */
export function prefillBookingForm(vehicleId: number, values: Partial<BookingInquiryInput>, period: DayRange) {
  saveDraft(vehicleId, {
    ...readDraft(vehicleId),
    ...values,
    startDate: period.startDate,
    endDate: period.endDate,
    openedWith: period,
  });
}

/** The request was recorded: its draft goes, and the renter's details stay for the next one. */
export function requestSent(vehicleId: number, values: Partial<BookingInquiryInput>) {
  forget(DRAFT_PREFIX + vehicleId);
  const renter: RememberedRenter = {};
  for (const field of RENTER_FIELDS) {
    if (values[field] !== undefined) Object.assign(renter, { [field]: values[field] });
  }
  write(RENTER_KEY, renter);
}

export function readRememberedRenter(): RememberedRenter {
  return read<RememberedRenter>(RENTER_KEY) ?? {};
}

/** "Not you?": a shared phone or computer forgets the last renter's details. */
export function forgetRememberedRenter() {
  forget(RENTER_KEY);
}
