export const COUNTRY = "Dominica";

export const PARISHES = [
  "Saint Andrew",
  "Saint David",
  "Saint George",
  "Saint John",
  "Saint Joseph",
  "Saint Luke",
  "Saint Mark",
  "Saint Patrick",
  "Saint Paul",
  "Saint Peter",
] as const;
export type Parish = (typeof PARISHES)[number];

export const VEHICLE_TYPES = ["sedan", "suv", "van", "luxury", "hatchback", "pickup", "bike", "scooter"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const FUEL_TYPES = ["petrol", "diesel", "electric"] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSIONS = ["manual", "automatic"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** 'rejected' is what Decline sends (docs/product-rules.md, "Booking statuses"), so it is a stored status too. */
export const BOOKING_STATUSES = ["pending", "confirmed", "completed", "cancelled", "rejected", "expired"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Who ended a cancelled booking (docs/product-rules.md, "Cancellations and no-shows"). */
export const CANCELLED_BY = ["renter", "company", "no-show"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** The spec's three, and "deposit_paid" (docs/product-rules.md, "Payments"): follows from the company's records. */
export const PAYMENT_STATUSES = ["pending", "deposit_paid", "paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ["cash", "bank_transfer", "credit_card", "debit_card", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const LOCATIONS = ["roseau", "portsmouth", "marigot", "douglas_charles_airport", "canefield_airport"] as const;
export type Location = (typeof LOCATIONS)[number];

export const REVIEW_TYPES = ["company", "vehicle"] as const;

/** Why an admin hides a review (docs/product-rules.md, "Reviews"). */
export const REVIEW_HIDE_REASONS = ["abuse", "personal_data", "unrelated"] as const;
export type ReviewHideReason = (typeof REVIEW_HIDE_REASONS)[number];

export const LIMITS = {
  passwordMin: 8,
  phoneMin: 10,
  yearMin: 1900,
  doorsMin: 2,
  doorsMax: 5,
  seatsMin: 2,
  seatsMax: 9,
  ratingMin: 1,
  ratingMax: 5,
  imageMaxBytes: 5 * 1024 * 1024,
  emailMax: 254,
  phoneMax: 30,
  nameMax: 120,
  usernameMax: 32,
} as const;

/** Bounds on the period a request may ask of a vehicle's calendar (trust and safety). */
export const BOOKING_LIMITS = {
  /** Longest rental, in days (end − start + 1). */
  maxDays: 180,
  /** How far ahead a rental may start, in days (two years). */
  horizonDays: 730,
} as const;

/** Ids are PostgreSQL `integer`s: anything outside 1…2³¹−1 can name no row. */
export const MAX_ID = 2_147_483_647;

export const DOOR_OPTIONS = [2, 4, 5] as const;
export const SEAT_OPTIONS = [2, 4, 5, 7, 9] as const;
export const TOAST_DURATION_MS = 5000;

/** Results a page of vehicles answers unless told, and at most. No anonymous answer is unbounded. */
export const VEHICLE_PAGE = { defaultSize: 24, maxSize: 60 } as const;

/** The orders a vehicle search can ask for besides its default (featured first). */
export const VEHICLE_SORTS = ["price", "newest", "rating"] as const;
