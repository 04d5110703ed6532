import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ADMIN_ACTIONS, AUDIT_TARGETS } from "../../domain/admin-actions";
import { CANCELLATION_KINDS, type CancellationPolicy } from "../../domain/cancellation-policy";
import { DOCUMENT_KINDS, DOCUMENT_TYPES } from "../../domain/company-documents";
import {
  BOOKING_STATUSES,
  CANCELLED_BY,
  FUEL_TYPES,
  PARISHES,
  PAYMENT_STATUSES,
  REVIEW_HIDE_REASONS,
  REVIEW_TYPES,
  TRANSMISSIONS,
  VEHICLE_TYPES,
} from "../../domain/constants";
import type { SkippedEvents } from "../../domain/contracts/calendar-feeds";
import { MAIL_KINDS } from "../../domain/contracts/mails";
import type { StoredRenter } from "../../domain/contracts/requests/visitor-request-schema";
import { PERMIT_ARRANGEMENTS } from "../../domain/driver-terms";
import { LANGUAGES } from "../../domain/i18n/languages";
import { CURRENCIES } from "../../domain/money";
import type { PriceLine } from "../../domain/pricing";
import { EXTRA_KINDS, EXTRA_PRICINGS } from "../../domain/rental-extras";
import { PLACE_KINDS } from "../../domain/rental-places";
import type { Arrival, PermitDetails } from "../../domain/requests/check-in";
import { HANDOVER_KINDS } from "../../domain/requests/handovers";
import { PAYMENT_KINDS, PAYMENT_WAYS, type PaymentTerms } from "../../domain/requests/payments";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });
const day = (name: string) => date(name, { mode: "string" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/** The driver terms' and cancellation policy's bounds (src/domain/driver-terms.ts, cancellation-policy.ts). */
const driverAndCancellationChecks = (t: {
  minimumDriverAge: AnyPgColumn;
  minimumLicenseYears: AnyPgColumn;
  youngDriverFee: AnyPgColumn;
  youngDriverUnderAge: AnyPgColumn;
  permit: AnyPgColumn;
  permitFee: AnyPgColumn;
  permitNote: AnyPgColumn;
  cancellation: AnyPgColumn;
  freeCancellationDays: AnyPgColumn;
  cancellationSharePercent: AnyPgColumn;
  cancellationText: AnyPgColumn;
}) => [
  check("companies_minimum_driver_age_check", sql`${t.minimumDriverAge} between 18 and 99`),
  check("companies_minimum_license_years_check", sql`${t.minimumLicenseYears} between 0 and 60`),
  check(
    "companies_young_driver_fee_check",
    sql`(${t.youngDriverFee} is null and ${t.youngDriverUnderAge} is null) or (${t.youngDriverFee} > 0 and ${t.youngDriverFee} <= 1000000 and ${t.youngDriverUnderAge} > ${t.minimumDriverAge} and ${t.youngDriverUnderAge} <= 99)`,
  ),
  check("companies_permit_check", oneOf("permit", PERMIT_ARRANGEMENTS)),
  check(
    "companies_permit_fee_check",
    sql`(${t.permit} = 'company') = (${t.permitFee} is not null) and (${t.permitFee} is null or ${t.permitFee} between 0 and 1000000)`,
  ),
  check(
    "companies_permit_note_check",
    sql`${t.permitNote} is null or (${t.permit} = 'renter' and char_length(${t.permitNote}) between 1 and 300)`,
  ),
  check("companies_cancellation_check", oneOf("cancellation", CANCELLATION_KINDS)),
  check(
    "companies_cancellation_share_check",
    sql`(${t.cancellation} = 'free_until') = (${t.freeCancellationDays} is not null and ${t.cancellationSharePercent} is not null) and (${t.freeCancellationDays} is null or ${t.freeCancellationDays} between 0 and 365) and (${t.cancellationSharePercent} is null or ${t.cancellationSharePercent} between 0 and 100)`,
  ),
  check(
    "companies_cancellation_text_check",
    sql`(${t.cancellation} = 'own_text') = (${t.cancellationText} is not null) and (${t.cancellationText} is null or char_length(${t.cancellationText}) between 1 and 1000)`,
  ),
];

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    contactFullName: text("contact_full_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull().default(""),
    cityVillage: text("city_village").notNull().default(""),
    /** Null until the company chooses one: its page never names a parish it did not. */
    parish: text("parish", { enum: PARISHES }),
    country: text("country").notNull().default("Dominica"),
    /** The company's own map pin (migration 0018): both or neither, on the island. */
    latitude: numeric("latitude", { precision: 7, scale: 5, mode: "number" }),
    longitude: numeric("longitude", { precision: 8, scale: 5, mode: "number" }),
    /**
     * The mean of its published, not hidden reviews and their count (migration 0038,
     * docs/product-rules.md "Reviews"), kept by the writes that change them; null with none.
     */
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull().default(0),
    /** What its vehicles' prices are in (migration 0021, docs/product-rules.md "Prices"). */
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    isLandingPageEnabled: boolean("is_landing_page_enabled").notNull().default(true),
    isArchived: boolean("is_archived").notNull().default(false),
    /** Availability rules (migration 0022, docs/product-rules.md "Availability rules"). */
    noticeHours: integer("notice_hours").notNull().default(0),
    cleaningDays: integer("cleaning_days").notNull().default(0),
    longestRentalDays: integer("longest_rental_days").notNull().default(180),
    /** Driver terms (migration 0027, docs/product-rules.md "Drivers"): amounts in `currency`. */
    minimumDriverAge: integer("minimum_driver_age").notNull().default(18),
    minimumLicenseYears: integer("minimum_license_years").notNull().default(0),
    youngDriverFee: money("young_driver_fee"),
    youngDriverUnderAge: integer("young_driver_under_age"),
    permit: text("permit", { enum: PERMIT_ARRANGEMENTS }).notNull().default("not_stated"),
    permitFee: money("permit_fee"),
    permitNote: text("permit_note"),
    /** Cancellation policy (migration 0027, docs/product-rules.md "Cancellation policy"). */
    cancellation: text("cancellation", { enum: CANCELLATION_KINDS }).notNull().default("not_stated"),
    freeCancellationDays: integer("free_cancellation_days"),
    cancellationSharePercent: integer("cancellation_share_percent"),
    cancellationText: text("cancellation_text"),
    /** May a vehicle be returned at another of its places (migration 0024, "Places and fees")? */
    oneWayReturns: boolean("one_way_returns").notNull().default(true),
    /** How and when it is paid (migration 0033, docs/product-rules.md "Payments"); null until stated. */
    paymentTerms: jsonb("payment_terms").$type<PaymentTerms>(),
    /** The language it registered in: the marketplace's mails to it are written in it (migration 0031). */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** Its own About text for its landing page; null: the page has none (migration 0031). */
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [
    ...driverAndCancellationChecks(t),
    check("companies_language_check", oneOf("language", LANGUAGES)),
    check("companies_description_check", sql`char_length(${t.description}) <= 1000`),
    check("companies_notice_hours_check", sql`${t.noticeHours} between 0 and 336`),
    check("companies_cleaning_days_check", sql`${t.cleaningDays} between 0 and 14`),
    check("companies_longest_rental_days_check", sql`${t.longestRentalDays} between 1 and 180`),
    check("companies_parish_check", oneOf("parish", PARISHES)),
    check("companies_currency_check", oneOf("currency", CURRENCIES)),
    check("companies_rating_check", sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
    check(
      "companies_review_count_check",
      sql`${t.reviewCount} >= 0 and (${t.reviewCount} = 0) = (${t.rating} is null)`,
    ),
    check(
      "companies_map_pin_check",
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between 15.2 and 15.65 and ${t.longitude} between -61.5 and -61.2)`,
    ),
  ],
);

/**
 * A company's pick-up and return places, in the order it lists them (migration 0024,
 * docs/product-rules.md "Places and fees"); none: the spec's five, free.
 */
export const companyPlaces = pgTable(
  "company_places",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: PLACE_KINDS }).notNull(),
    name: text("name"),
    area: text("area"),
    fee: money("fee").notNull().default(0),
    opens: text("opens"),
    closes: text("closes"),
    afterHoursFee: money("after_hours_fee").notNull().default(0),
  },
  (t) => [
    // Leads with company_id: the foreign key's index too.
    unique("company_places_position_unique").on(t.companyId, t.position),
    check("company_places_position_check", sql`${t.position} between 0 and 19`),
    check("company_places_kind_check", oneOf("kind", PLACE_KINDS)),
    check(
      "company_places_name_check",
      sql`(${t.kind} = 'town') = (${t.name} is not null) and char_length(${t.name}) between 1 and 60`,
    ),
    check(
      "company_places_area_check",
      sql`(${t.kind} = 'delivery') = (${t.area} is not null) and char_length(${t.area}) between 1 and 120`,
    ),
    check("company_places_fee_check", sql`${t.fee} between 0 and 1000000`),
    check("company_places_after_hours_fee_check", sql`${t.afterHoursFee} between 0 and 1000000`),
    check(
      "company_places_hours_check",
      sql`(${t.opens} is null and ${t.closes} is null and ${t.afterHoursFee} = 0) or (${t.opens} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.closes} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.opens} <> ${t.closes})`,
    ),
  ],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** A renter's, for the booking form they fill (docs/product-rules.md, "Renters"). */
    nationality: text("nationality"),
    role: text("role").notNull().default("company"),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(false),
    /** First activation by an admin. Inactive with it is suspended; inactive without it, pending. */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** An admin's refusal of a pending account, with the reason it was told (migration 0031). */
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    isFeatured: boolean("is_featured").notNull().default(false),
    isAdmin: boolean("is_admin").notNull().default(false),
    resetToken: text("reset_token"),
    resetTokenExpiry: timestamp("reset_token_expiry", { withTimezone: true }),
    /** When a renter opened the mailed link proving the email theirs; null until then (migration 0034). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** SHA-256 of the verification link's secret, cleared when used; the secret is only in the mail. */
    emailTokenHash: text("email_token_hash"),
    emailTokenExpiresAt: timestamp("email_token_expires_at", { withTimezone: true }),
    /** The language the account's own mails speak: the one it signed up in. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames are unique whatever their case, so "Island" and "island" cannot both exist.
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    index("users_company_id_idx").on(t.companyId),
    check("users_language_check", sql`${t.language} IN ('en', 'fr')`),
    uniqueIndex("users_email_token_hash_idx").on(t.emailTokenHash).where(sql`${t.emailTokenHash} IS NOT NULL`),
    index("users_email_lower_idx").on(sql`lower(${t.email})`).where(sql`${t.emailVerifiedAt} IS NOT NULL`),
    check(
      "users_rejection_check",
      sql`(${t.rejectedAt} IS NULL) = (${t.rejectionReason} IS NULL) AND char_length(${t.rejectionReason}) <= 500`,
    ),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's token: a stolen database dump cannot be replayed as a cookie. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const images = pgTable("images", {
  id: serial("id").primaryKey(),
  full: bytea("full").notNull(),
  thumb: bytea("thumb").notNull(),
  /** About 800 px wide, and the 1200×630 crop for link previews (migration 0019; completed at start for older rows). */
  medium: bytea("medium"),
  share: bytea("share"),
  /** 200 px wide, for the gallery's thumbnails: made on its first request (migration 0028). */
  mini: bytea("mini"),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The dominant colour, "#7a8b99": a placeholder while the picture loads. */
  color: text("color"),
  etag: text("etag").notNull(),
  createdAt: createdAt(),
});

export const vehicles = pgTable(
  "vehicles",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    type: text("type", { enum: VEHICLE_TYPES }).notNull(),
    fuelType: text("fuel_type", { enum: FUEL_TYPES }).notNull(),
    transmission: text("transmission", { enum: TRANSMISSIONS }).notNull(),
    doors: integer("doors").notNull(),
    seats: integer("seats").notNull().default(4),
    is4x4: boolean("is_4x4").notNull().default(false),
    /** In the company's currency; a weekly or monthly price of null is not offered. */
    dailyPrice: money("daily_price").notNull(),
    weeklyPrice: money("weekly_price"),
    monthlyPrice: money("monthly_price"),
    deposit: money("deposit").notNull().default(0),
    insuranceExpiryDate: day("insurance_expiry_date").notNull(),
    licenseExpiryDate: day("license_expiry_date").notNull(),
    lastServiceDate: day("last_service_date").notNull(),
    available: boolean("available").notNull().default(true),
    isArchived: boolean("is_archived").notNull().default(false),
    /** An admin archived it: only an admin may bring it back. */
    isArchivedByAdmin: boolean("is_archived_by_admin").notNull().default(false),
    /** What the API calls `image`: `/api/images/{imageId}` for uploads, or an external https URL. */
    image: text("image"),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("vehicles_company_id_idx").on(t.companyId),
    index("vehicles_image_id_idx").on(t.imageId),
    index("vehicles_type_idx").on(t.type),
    index("vehicles_daily_price_idx").on(t.dailyPrice),
    index("vehicles_documents_expire_on_idx").on(sql`least(${t.insuranceExpiryDate}, ${t.licenseExpiryDate})`),
    check("vehicles_type_check", oneOf("type", VEHICLE_TYPES)),
    check("vehicles_fuel_type_check", oneOf("fuel_type", FUEL_TYPES)),
    check("vehicles_transmission_check", oneOf("transmission", TRANSMISSIONS)),
    check("vehicles_year_check", sql`${t.year} >= 1900 and ${t.year} <= 2200`),
    check("vehicles_doors_check", sql`${t.doors} between 2 and 5`),
    check("vehicles_seats_check", sql`${t.seats} between 2 and 9`),
    check(
      "vehicles_prices_check",
      sql`${t.dailyPrice} >= 0 and ${t.weeklyPrice} >= 0 and ${t.monthlyPrice} >= 0 and ${t.deposit} >= 0`,
    ),
  ],
);

/**
 * A vehicle's gallery (docs/decisions/vehicle-galleries.md): up to 12 photos in order, position
 * 0 the cover, which `vehicles.image`/`image_id` repeat. Position is unique per vehicle, checked at
 * the end of each statement (migration 0019), so one UPDATE can reorder a gallery.
 */
export const vehicleImages = pgTable(
  "vehicle_images",
  {
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "vehicle_images_pkey", columns: [t.vehicleId, t.imageId] }),
    unique("vehicle_images_position_unique").on(t.vehicleId, t.position),
    index("vehicle_images_image_id_idx").on(t.imageId),
    check("vehicle_images_position_check", sql`${t.position} between 0 and 11`),
  ],
);

/** A company's extras (migration 0025, docs/product-rules.md "Extras"), in its order. */
export const companyExtras = pgTable(
  "company_extras",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: EXTRA_KINDS }).notNull(),
    /** The company's own name, for kind "other" only. */
    name: text("name"),
    pricing: text("pricing", { enum: EXTRA_PRICINGS }).notNull(),
    price: money("price").notNull(),
    cap: money("cap"),
    maxQuantity: integer("max_quantity").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    unique("company_extras_position_unique").on(t.companyId, t.position),
    check("company_extras_position_check", sql`${t.position} between 0 and 19`),
    check("company_extras_kind_check", oneOf("kind", EXTRA_KINDS)),
    check(
      "company_extras_name_check",
      sql`(${t.kind} = 'other') = (${t.name} is not null) and char_length(${t.name}) between 1 and 60`,
    ),
    check("company_extras_pricing_check", oneOf("pricing", EXTRA_PRICINGS)),
    check("company_extras_price_check", sql`${t.price} between 0 and 1000000`),
    check(
      "company_extras_cap_check",
      sql`${t.cap} is null or (${t.pricing} = 'per_day' and ${t.cap} > ${t.price} and ${t.cap} <= 1000000)`,
    ),
    check("company_extras_max_quantity_check", sql`${t.maxQuantity} between 1 and 10`),
  ],
);

/** The vehicles an extra does not go with; it goes with every other vehicle of its company. */
export const companyExtraExclusions = pgTable(
  "company_extra_exclusions",
  {
    extraId: integer("extra_id")
      .notNull()
      .references(() => companyExtras.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "company_extra_exclusions_pkey", columns: [t.extraId, t.vehicleId] }),
    index("company_extra_exclusions_vehicle_id_idx").on(t.vehicleId),
  ],
);

/**
 * A company's seasons (migration 0026, docs/product-rules.md "Seasons"): recurring "MM-DD" ranges
 * whose rates are percentages of each vehicle's own, in the company's order.
 */
export const companySeasons = pgTable(
  "company_seasons",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    start: text("start_day").notNull(),
    end: text("end_day").notNull(),
    dailyPercent: integer("daily_percent").notNull(),
    weeklyPercent: integer("weekly_percent"),
    monthlyPercent: integer("monthly_percent"),
    minimumDays: integer("minimum_days").notNull().default(1),
  },
  // The unique (company, position) index also serves the foreign key.
  (t) => [
    unique("company_seasons_position_unique").on(t.companyId, t.position),
    check("company_seasons_position_check", sql`${t.position} between 0 and 11`),
    check("company_seasons_name_check", sql`char_length(${t.name}) between 1 and 60`),
    check("company_seasons_daily_percent_check", sql`${t.dailyPercent} between 10 and 500`),
    check("company_seasons_weekly_percent_check", sql`${t.weeklyPercent} between 10 and ${t.dailyPercent}`),
    check("company_seasons_monthly_percent_check", sql`${t.monthlyPercent} between 10 and ${t.dailyPercent}`),
    check("company_seasons_minimum_days_check", sql`${t.minimumDays} between 1 and 180`),
  ],
);

/**
 * The publicly listed vehicles (what the `listable_vehicles` view holds, docs/product-rules.md "What
 * is listed"): what the searches filter and sort on and the public answer's fields. Kept by
 * triggers (migrations 0005, 0009) in the writing transaction, so a miss of the catalogue cache
 * reads one table: no join to companies and users.
 */
export const listedVehicles = pgTable(
  "listed_vehicles",
  {
    vehicleId: integer("vehicle_id")
      .primaryKey()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    isFeatured: boolean("is_featured").notNull(),
    type: text("type", { enum: VEHICLE_TYPES }).notNull(),
    /** make and model, what the text search matches. */
    name: text("name").notNull(),
    doors: integer("doors").notNull(),
    seats: integer("seats").notNull(),
    dailyPrice: money("daily_price").notNull(),
    deposit: money("deposit").notNull(),
    image: text("image"),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    fuelType: text("fuel_type", { enum: FUEL_TYPES }).notNull(),
    transmission: text("transmission", { enum: TRANSMISSIONS }).notNull(),
    is4x4: boolean("is_4x4").notNull(),
    weeklyPrice: money("weekly_price"),
    monthlyPrice: money("monthly_price"),
    available: boolean("available").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    companyName: text("company_name").notNull(),
    companyPhone: text("company_phone").notNull(),
    /** The cover's dominant colour (migration 0020); null without a stored cover or before it is computed. */
    imageColor: text("image_color"),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    /** The daily price and deposit in US$ (migration 0021): what the price filters and order compare. */
    dailyPriceUsd: money("daily_price_usd").notNull(),
    depositUsd: money("deposit_usd").notNull(),
    /** The company's shown rating and count (migration 0043): what "Top rated" orders by. */
    companyRating: numeric("company_rating", { precision: 2, scale: 1, mode: "number" }),
    companyReviewCount: integer("company_review_count").notNull().default(0),
    /**
     * The keys (`placeKey`) of the places its company hands vehicles over at, delivery aside; the
     * spec's five for a company that set none (migration 0044): what the pick-up filter reads.
     */
    pickupPlaces: text("pickup_places").array().notNull(),
  },
  (t) => [
    index("listed_vehicles_order_idx").on(t.isFeatured.desc().nullsFirst(), t.vehicleId),
    index("listed_vehicles_type_idx").on(t.type, t.isFeatured.desc().nullsFirst(), t.vehicleId),
    index("listed_vehicles_company_idx").on(t.companyId, t.dailyPriceUsd, t.vehicleId),
    index("listed_vehicles_seats_idx").on(t.seats, t.vehicleId),
    index("listed_vehicles_features_idx").on(t.is4x4, t.transmission, t.seats),
    index("listed_vehicles_price_idx").on(t.dailyPriceUsd, t.vehicleId),
    index("listed_vehicles_newest_idx").on(t.createdAt.desc().nullsFirst(), t.vehicleId),
    index("listed_vehicles_rating_idx").on(
      t.companyRating.desc().nullsLast(),
      t.companyReviewCount.desc(),
      t.isFeatured.desc().nullsFirst(),
      t.vehicleId,
    ),
    index("listed_vehicles_pickup_idx").using("gin", t.pickupPlaces),
  ],
);

/** The companies visitors may see (migration 0009, docs/product-rules.md "What is listed"). */
export const publicCompanies = pgView("public_companies", { id: integer("id").notNull() }).existing();

/** Each company's response figures (migration 0039; docs/product-rules.md, "Response figures"). */
export const companyRequestFigures = pgView("company_request_figures", {
  companyId: integer("company_id").notNull(),
  requestsReceived: integer("requests_received").notNull(),
  requestsAnswered: integer("requests_answered").notNull(),
  requestsExpired: integer("requests_expired").notNull(),
  medianAnswerMinutes: integer("median_answer_minutes"),
}).existing();

export const vehicleUnavailability = pgTable(
  "vehicle_unavailability",
  {
    id: serial("id").primaryKey(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    startDate: day("start_date").notNull(),
    endDate: day("end_date").notNull(),
    reason: text("reason"),
    /** Set on periods copied from an external calendar: read-only, replaced by each sync. */
    calendarImportId: integer("calendar_import_id").references(() => calendarImports.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("vehicle_unavailability_vehicle_id_idx").on(t.vehicleId, t.startDate),
    // The dated public search asks "which periods touch [start, end]?" across the whole fleet.
    index("vehicle_unavailability_days_idx").using("gist", sql`daterange(${t.startDate}, ${t.endDate}, '[]')`),
    index("vehicle_unavailability_calendar_import_id_idx").on(t.calendarImportId),
    check("vehicle_unavailability_dates_check", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    /** The renter's account; null for a request sent without one (its status link answers for it). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * The account signed in when it was sent (migration 0034): what that account's limits count. A
     * request its owner proved nothing of (sent signed out, `user_id` set on verification) has none.
     */
    senderUserId: integer("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    startDate: day("start_date").notNull(),
    endDate: day("end_date").notNull(),
    totalPrice: money("total_price").notNull(),
    /** How `total_price` was reached, line by line (src/domain/pricing.ts); null for requests older than migration 0023. */
    priceLines: jsonb("price_lines").$type<PriceLine[]>(),
    /** The company's cancellation policy when the request was sent (migration 0027); null before it. */
    cancellationPolicy: jsonb("cancellation_policy").$type<CancellationPolicy>(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    /** "DR-7K3P9": what renter and company say to each other. */
    reference: text("reference"),
    /** SHA-256 of the status link's token; the token itself is only ever in the renter's link. */
    statusTokenHash: text("status_token_hash"),
    /** SHA-256 of the confirmation mail's link to the same page (migration 0035): the receipt's stays valid. */
    mailedTokenHash: text("mailed_token_hash"),
    /**
     * Every field of the renter's form as sent (the phone in E.164), or the account's contact details
     * for `POST /api/bookings`; its personal fields are erased with `renter_email` after the rental.
     */
    renter: jsonb("renter").$type<StoredRenter>(),
    renterEmail: text("renter_email"),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    /** The currency of `total_price` and `deposit`: the company's when the request was sent. */
    priceCurrency: text("price_currency", { enum: CURRENCIES }).notNull().default("USD"),
    /** The vehicle's deposit when the request was sent, as quoted to the renter. */
    deposit: money("deposit"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    seenAt: timestamp("seen_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** What the company wrote to the renter with its decision. */
    companyMessage: text("company_message"),
    /** Declined because this booking of the same vehicle and days was approved. */
    supersededBy: integer("superseded_by").references((): AnyPgColumn => bookings.id, { onDelete: "set null" }),
    /** When the renter's personal details were erased, RENTER_DATA_DAYS after the rental ended. */
    detailsErasedAt: timestamp("details_erased_at", { withTimezone: true }),
    /** Who ended a cancelled booking (migration 0033); `decided_at` says when. */
    cancelledBy: text("cancelled_by", { enum: CANCELLED_BY }),
    /** The company's words to the renter when it cancelled. */
    cancelReason: text("cancel_reason"),
    /** The company's private note on a completed rental (migration 0038): never published. */
    companyNote: text("company_note"),
    companyNotedAt: timestamp("company_noted_at", { withTimezone: true }),
  },
  (t) => [
    index("bookings_user_id_idx").on(t.userId),
    index("bookings_vehicle_id_idx").on(t.vehicleId, t.startDate),
    uniqueIndex("bookings_reference_unique").on(t.reference),
    uniqueIndex("bookings_status_token_hash_unique").on(t.statusTokenHash),
    uniqueIndex("bookings_mailed_token_hash_unique").on(t.mailedTokenHash),
    index("bookings_pending_expiry_idx").on(t.expiresAt).where(sql`status = 'pending'`),
    index("bookings_pending_renter_email_idx").on(t.renterEmail, t.vehicleId).where(sql`status = 'pending'`),
    index("bookings_pending_vehicle_idx").on(t.vehicleId).where(sql`status = 'pending'`),
    index("bookings_details_kept_end_date_idx").on(t.endDate).where(sql`details_erased_at IS NULL`),
    index("bookings_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("bookings_status_created_at_idx").on(t.status, t.createdAt.desc()),
    index("bookings_completed_idx").on(t.id).where(sql`status = 'completed'`),
    check(
      "bookings_company_note_check",
      sql`(${t.companyNote} is null) = (${t.companyNotedAt} is null) and char_length(${t.companyNote}) between 1 and 1000`,
    ),
    check("bookings_language_check", oneOf("language", LANGUAGES)),
    check("bookings_currency_check", oneOf("currency", CURRENCIES)),
    check("bookings_price_currency_check", oneOf("price_currency", CURRENCIES)),
    check("bookings_deposit_check", sql`${t.deposit} >= 0`),
    check("bookings_company_message_check", sql`char_length(${t.companyMessage}) <= 1000`),
    check("bookings_requester_check", sql`${t.userId} IS NOT NULL OR ${t.statusTokenHash} IS NOT NULL`),
    check("bookings_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("bookings_status_check", oneOf("status", BOOKING_STATUSES)),
    check("bookings_payment_status_check", oneOf("payment_status", PAYMENT_STATUSES)),
    check("bookings_total_price_check", sql`${t.totalPrice} >= 0`),
    check(
      "bookings_cancelled_by_check",
      sql`${t.cancelledBy} is null or (${t.status} = 'cancelled' and ${oneOf("cancelled_by", CANCELLED_BY)})`,
    ),
    check(
      "bookings_cancel_reason_check",
      sql`${t.cancelReason} is null or (${t.cancelledBy} = 'company' and char_length(${t.cancelReason}) between 1 and 500)`,
    ),
    // The exclusion constraint against overlapping confirmed bookings is added by a hand-written
    // migration (drizzle-kit cannot express EXCLUDE): see migrations/0001_*.
  ],
);

/**
 * What a company received for a booking or gave back (migration 0033, docs/product-rules.md
 * "Payments"), in the booking's `price_currency`; the booking's `payment_status` follows from them.
 */
export const bookingPayments = pgTable(
  "booking_payments",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PAYMENT_KINDS }).notNull(),
    amount: money("amount").notNull(),
    method: text("method", { enum: PAYMENT_WAYS }).notNull(),
    note: text("note"),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_payments_booking_id_idx").on(t.bookingId, t.id),
    check("booking_payments_kind_check", oneOf("kind", PAYMENT_KINDS)),
    check("booking_payments_amount_check", sql`${t.amount} > 0 and ${t.amount} <= 1000000`),
    check("booking_payments_method_check", oneOf("method", PAYMENT_WAYS)),
    check("booking_payments_note_check", sql`${t.note} is null or char_length(${t.note}) between 1 and 500`),
  ],
);

/**
 * The renter's check-in before arrival (migration 0036, docs/product-rules.md "Check-in"): one row
 * per booking from the first step. The agreement's text and PDF are frozen when signed; the whole
 * row is the renter's and is erased with their details.
 */
export const bookingCheckIns = pgTable(
  "booking_check_ins",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    arrival: jsonb("arrival").$type<Arrival>(),
    permit: jsonb("permit").$type<PermitDetails>(),
    licenseFront: bytea("license_front"),
    licenseBack: bytea("license_back"),
    agreementTitle: text("agreement_title"),
    agreementText: text("agreement_text"),
    agreementPdf: bytea("agreement_pdf"),
    signedName: text("signed_name"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedIp: text("signed_ip"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "booking_check_ins_signed_check",
      sql`(${t.signedAt} is null) = (${t.agreementPdf} is null) and (${t.signedAt} is null) = (${t.signedName} is null) and (${t.signedAt} is null) = (${t.agreementText} is null)`,
    ),
    check(
      "booking_check_ins_signed_name_check",
      sql`${t.signedName} is null or char_length(${t.signedName}) between 1 and 100`,
    ),
  ],
);

/**
 * The car changing hands (migration 0037, docs/product-rules.md "Handover"): one pick-up and one
 * return per booking, each confirmed by the renter typing their name (erased with their details).
 */
export const bookingHandovers = pgTable(
  "booking_handovers",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: HANDOVER_KINDS }).notNull(),
    odometerKm: integer("odometer_km").notNull(),
    fuelEighths: integer("fuel_eighths").notNull(),
    notes: text("notes"),
    renterName: text("renter_name"),
    /** When the renter confirmed on the phone; a handover sent later, once signal returned, keeps it. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull(),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("booking_handovers_booking_kind_unique").on(t.bookingId, t.kind),
    check("booking_handovers_kind_check", oneOf("kind", HANDOVER_KINDS)),
    check("booking_handovers_odometer_km_check", sql`${t.odometerKm} between 0 and 2000000`),
    check("booking_handovers_fuel_eighths_check", sql`${t.fuelEighths} between 0 and 8`),
    check("booking_handovers_notes_check", sql`${t.notes} is null or char_length(${t.notes}) between 1 and 1000`),
    check(
      "booking_handovers_renter_name_check",
      sql`${t.renterName} is null or char_length(${t.renterName}) between 1 and 200`,
    ),
  ],
);

/** A handover's photos in the order taken; deleting one deletes its image (migration 0037's trigger). */
export const handoverPhotos = pgTable(
  "handover_photos",
  {
    handoverId: integer("handover_id")
      .notNull()
      .references(() => bookingHandovers.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "handover_photos_pkey", columns: [t.handoverId, t.position] }),
    index("handover_photos_image_id_idx").on(t.imageId),
    check("handover_photos_position_check", sql`${t.position} between 0 and 11`),
  ],
);

/**
 * A completed booking's review (migration 0038, docs/product-rules.md "Reviews"): the invitation
 * (its link's secret as a SHA-256 until used, its window), then the renter's ratings and comment,
 * published when the window closes or the company wrote its note, hidden by an admin with a reason,
 * answered once by the company. The renter's first name and country are copied when they review and
 * erased with the booking's details.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash"),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
    rating: integer("rating"),
    conditionRating: integer("condition_rating"),
    cleanlinessRating: integer("cleanliness_rating"),
    handoverRating: integer("handover_rating"),
    communicationRating: integer("communication_rating"),
    comment: text("comment"),
    reviewType: text("review_type", { enum: REVIEW_TYPES }).notNull().default("vehicle"),
    /** When the invitation was made. */
    createdAt: createdAt(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason", { enum: REVIEW_HIDE_REASONS }),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    renterName: text("renter_name"),
    renterCountry: text("renter_country"),
  },
  (t) => [
    unique("reviews_booking_id_unique").on(t.bookingId),
    uniqueIndex("reviews_token_hash_unique").on(t.tokenHash),
    index("reviews_user_id_idx").on(t.userId),
    index("reviews_company_id_idx").on(t.companyId),
    index("reviews_vehicle_id_idx").on(t.vehicleId),
    index("reviews_unpublished_idx").on(t.windowEndsAt).where(sql`submitted_at IS NOT NULL AND published_at IS NULL`),
    index("reviews_company_shown_idx")
      .on(t.companyId, t.submittedAt.desc(), t.id.desc())
      .where(sql`published_at IS NOT NULL AND hidden_at IS NULL`),
    index("reviews_vehicle_shown_idx")
      .on(t.vehicleId, t.submittedAt.desc(), t.id.desc())
      .where(sql`published_at IS NOT NULL AND hidden_at IS NULL`),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_type_check", oneOf("review_type", REVIEW_TYPES)),
    check("reviews_language_check", oneOf("language", LANGUAGES)),
    check(
      "reviews_part_ratings_check",
      sql`${t.conditionRating} between 1 and 5 and ${t.cleanlinessRating} between 1 and 5 and ${t.handoverRating} between 1 and 5 and ${t.communicationRating} between 1 and 5`,
    ),
    check("reviews_comment_check", sql`char_length(${t.comment}) between 1 and 1000`),
    check("reviews_published_check", sql`${t.publishedAt} is null or ${t.submittedAt} is not null`),
    check("reviews_reply_check", sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
  ],
);

/**
 * Secret iCal feed links: one for a company's whole fleet (vehicle_id null) and one per vehicle.
 * Only the SHA-256 of the token is kept, like sessions; regenerating replaces the hash.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("calendar_feeds_token_hash_idx").on(t.tokenHash),
    unique("calendar_feeds_company_vehicle_key").on(t.companyId, t.vehicleId).nullsNotDistinct(),
    index("calendar_feeds_vehicle_id_idx").on(t.vehicleId),
  ],
);

/** External iCal calendars a company subscribes a vehicle to; each sync replaces its periods. */
export const calendarImports = pgTable(
  "calendar_imports",
  {
    id: serial("id").primaryKey(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    /** Where the calendar is fetched from; null for an uploaded file, whose text is `content`. */
    url: text("url"),
    fileName: text("file_name"),
    content: text("content"),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** The company's choice: events marked free (TRANSP:TRANSPARENT) block days too. */
    importFreeEvents: boolean("import_free_events").notNull().default(false),
    /** What the last successful read found (null until one) and what it left out, and why. */
    eventsRead: integer("events_read"),
    daysBlocked: integer("days_blocked"),
    skipped: jsonb("skipped").$type<SkippedEvents>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index("calendar_imports_vehicle_id_idx").on(t.vehicleId),
    // An address or an uploaded file, never both and never neither.
    check("calendar_imports_source_check", sql`(${t.url} is null) <> (${t.content} is null)`),
  ],
);

/**
 * Rate-limit and lock-out counters shared by every instance on one PostgreSQL database: one fixed
 * window per key. The embedded database serves one process, which counts in memory instead.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

/**
 * The first answer to a write sent with an `Idempotency-Key` (src/server/api/idempotency.ts): a
 * repeat gets it again and writes nothing. Found by the key's hash; the answer is sealed with a key
 * derived from the client's key, so what is stored here (a request's status token, say) cannot be
 * read without the client's own key. Kept a day.
 */
export const idempotentAnswers = pgTable(
  "idempotent_answers",
  {
    keyHash: text("key_hash").primaryKey(),
    /** A hash of who sent it, the method, the path and the body: the same key for another request is refused. */
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still being answered. */
    status: integer("status"),
    contentType: text("content_type"),
    sealedBody: bytea("sealed_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("idempotent_answers_created_at_idx").on(t.createdAt)],
);

export const MAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;

/**
 * Mails written in the same transaction as the change they tell of, sent by the mail worker
 * (src/server/mail/). A row holds what the mail is about, never its text nor a secret in clear
 * (docs/decisions/mail-outbox.md).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    /** What the mail is about: a request, a company, or a renter's account (exactly one; migrations 0031, 0034, 0036). */
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The renter's address is erased with the renter's details (null then). */
    toAddress: text("to_address"),
    /** The kind's choices, e.g. `{ "decision": "rejected" }`. */
    params: jsonb("params").$type<Record<string, string | boolean>>().notNull().default({}),
    /** The status link's token, sealed with a key only the running process holds; gone once sent. */
    sealedSecret: text("sealed_secret"),
    /** Fixed when queued, so a mail sent again after a crash is recognisably the same message. */
    messageId: text("message_id").notNull().unique(),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} IN ('queued', 'sending', 'sent', 'failed')`),
    check(
      "mail_outbox_kind_check",
      sql`${t.kind} IN ('request-receipt', 'company-request', 'request-decision', 'request-expired', 'request-cancelled', 'email-verification', 'company-registered', 'company-waiting', 'company-approved', 'company-rejected', 'pickup-reminder', 'return-reminder', 'company-day-plan', 'company-request-nudge')`,
    ),
    check("mail_outbox_about_check", sql`num_nonnulls(${t.bookingId}, ${t.companyId}, ${t.userId}) = 1`),
    index("mail_outbox_booking_id_idx").on(t.bookingId),
    index("mail_outbox_company_id_idx").on(t.companyId),
    index("mail_outbox_user_id_idx").on(t.userId),
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} IN ('queued', 'sending')`),
    // A mail sent once per occasion, however many instances queue it (migration 0041, `MailIntent.once`).
    uniqueIndex("mail_outbox_once_idx")
      .on(t.kind, sql`coalesce(${t.bookingId}, 0)`, sql`coalesce(${t.companyId}, 0)`, sql`(${t.params}->>'once')`)
      .where(sql`${t.params} ? 'once'`),
  ],
);

/**
 * The admin's audit log (migration 0039): written in the same transaction as the admin's change, so a
 * change that failed left no entry. The admin's name is kept as well, for after the account is gone.
 */
export const adminActions = pgTable(
  "admin_actions",
  {
    id: serial("id").primaryKey(),
    adminUserId: integer("admin_user_id").references(() => users.id, { onDelete: "set null" }),
    adminUsername: text("admin_username").notNull(),
    action: text("action", { enum: ADMIN_ACTIONS }).notNull(),
    targetKind: text("target_kind", { enum: AUDIT_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("admin_actions_action_check", oneOf("action", ADMIN_ACTIONS)),
    check("admin_actions_target_kind_check", oneOf("target_kind", AUDIT_TARGETS)),
    index("admin_actions_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("admin_actions_target_idx").on(t.targetKind, t.targetId, t.createdAt.desc()),
  ],
);

/**
 * Company insights (migration 0040, docs/product-rules.md "Company insights"): per vehicle and
 * Dominica day, the page views, quotes and dated searches it matched but was busy for. Counted in
 * memory and added here by each instance's flush (src/server/insights/); no visitor is named.
 */
export const vehicleDailyInsights = pgTable(
  "vehicle_daily_insights",
  {
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    day: day("day").notNull(),
    views: integer("views").notNull().default(0),
    quotes: integer("quotes").notNull().default(0),
    lostSearches: integer("lost_searches").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "vehicle_daily_insights_pkey", columns: [t.vehicleId, t.day] }),
    check("vehicle_daily_insights_counts_check", sql`${t.views} >= 0 and ${t.quotes} >= 0 and ${t.lostSearches} >= 0`),
  ],
);

/** A company's business documents (migration 0042): the latest of each kind, its bytes as uploaded. */
export const companyDocuments = pgTable(
  "company_documents",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    contentType: text("content_type", { enum: DOCUMENT_TYPES }).notNull(),
    bytes: bytea("bytes").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "company_documents_pkey", columns: [t.companyId, t.kind] }),
    check("company_documents_kind_check", oneOf("kind", DOCUMENT_KINDS)),
    check("company_documents_content_type_check", oneOf("content_type", DOCUMENT_TYPES)),
    check("company_documents_size_check", sql`octet_length(${t.bytes}) between 1 and 5242880`),
  ],
);
