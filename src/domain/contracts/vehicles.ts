import { z } from "zod";
import { checkBookingPeriod } from "../booking-period";
import { FUEL_TYPES, LIMITS, TRANSMISSIONS, VEHICLE_PAGE, VEHICLE_SORTS, VEHICLE_TYPES } from "../constants";
import { isIsoDate } from "../dates";
import { DRIVER_AGES } from "../driver-checks";
import { GALLERY_MAX_PHOTOS } from "../images";
import { CURRENCIES } from "../money";
import {
  EXTRA_CHOICE_MESSAGES,
  EXTRA_CHOICES_TEXT_LENGTH,
  EXTRA_KINDS,
  EXTRA_PRICINGS,
  readExtraChoices,
} from "../rental-extras";
import { extraChoicesField } from "../rental-extras-schema";
import { placeKeyField, timeOfDayField } from "../rental-places-schema";
import { id, timestamp, type Wire } from "./common";
import { checkRates, vehicleFields } from "./vehicles/vehicle-schema";

/** `/api/vehicles/{id}` and `/api/admin/vehicles/{id}`. */
export const vehicleParams = z.object({ id: id("Vehicle ID") });

/**
 * A vehicle as its company and the admins see it, with its company's name and phone. Prices are in
 * `currency`, the company's; a weekly or monthly price of null is not offered.
 */
export const vehicle = z.object({
  id: z.number(),
  companyId: z.number(),
  make: z.string(),
  model: z.string(),
  year: z.number(),
  type: z.enum(VEHICLE_TYPES),
  fuelType: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  doors: z.number(),
  seats: z.number(),
  is4x4: z.boolean(),
  dailyPrice: z.number(),
  weeklyPrice: z.number().nullable(),
  monthlyPrice: z.number().nullable(),
  deposit: z.number(),
  currency: z.enum(CURRENCIES),
  insuranceExpiryDate: z.string(),
  licenseExpiryDate: z.string(),
  lastServiceDate: z.string(),
  available: z.boolean(),
  isArchived: z.boolean(),
  /** `/api/images/{id}` (append `?variant=thumb` for the 480 px card size) or an https URL; never bytes. */
  image: z.string().nullable(),
  imageColor: z.string().nullable().meta({
    description:
      "The cover's dominant colour (\"#7a8b99\"): paint it where the picture goes while it loads. Null without a picture, for an https one, or until an older image's colour is computed.",
  }),
  createdAt: timestamp,
  updatedAt: timestamp,
  company: z.object({ id: z.number(), name: z.string(), phone: z.string() }),
});
export type Vehicle = Wire<typeof vehicle>;

/** What visitors get: a company's paperwork dates and archive flag stay between it and the admins. */
export const publicVehicle = vehicle.omit({
  insuranceExpiryDate: true,
  licenseExpiryDate: true,
  lastServiceDate: true,
  isArchived: true,
});
export type PublicVehicle = Wire<typeof publicVehicle>;

const DRIVER_AGE_MESSAGE = `driverAge must be a whole number from ${DRIVER_AGES.minimum} to ${DRIVER_AGES.oldest}`;
const quoteDay = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .max(10, `${name} must be a date written YYYY-MM-DD`)
    .refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`);
const place = (name: string) => placeKeyField(`${name} must be a place's key, such as roseau`).optional();
const time = (name: string) => timeOfDayField(`${name} must be a time of day written HH:MM`);

/**
 * GET /api/vehicles/{id}/quote: a rental's dates under the booking period's rules, and the places
 * by their keys (the company's own, else the spec's five) with the times that may add their
 * after-hours fees; the server checks the places against the company's.
 */
export const vehicleQuoteQuery = z
  .object({
    startDate: quoteDay("startDate"),
    endDate: quoteDay("endDate"),
    pickup: place("pickup"),
    dropoff: place("dropoff"),
    /** `3:2,7`: extra 3 twice and extra 7 once; kept as written (the answer cache keys on it). */
    extras: z
      .string()
      .max(EXTRA_CHOICES_TEXT_LENGTH, EXTRA_CHOICE_MESSAGES.tooMany)
      .superRefine((text, ctx) => {
        const choices = readExtraChoices(text);
        const checked = choices ? extraChoicesField.safeParse(choices) : null;
        const message = !checked ? EXTRA_CHOICE_MESSAGES.format : checked.error?.issues[0]?.message;
        if (message) ctx.addIssue({ code: "custom", message });
      })
      .optional(),
    /** The driver's age on the start date: a driver under the company's young-driver age pays its fee. */
    driverAge: z.coerce
      .number({ error: DRIVER_AGE_MESSAGE })
      .int(DRIVER_AGE_MESSAGE)
      .min(DRIVER_AGES.minimum, DRIVER_AGE_MESSAGE)
      .max(DRIVER_AGES.oldest, DRIVER_AGE_MESSAGE)
      .optional(),
    /** "true": the renter asks for a Dominica temporary driving permit, which the company may charge for. */
    permit: z.enum(["true", "false"], { error: "permit must be true or false" }).optional(),
    pickupTime: time("pickupTime"),
    dropoffTime: time("dropoffTime"),
  })
  .superRefine((query, ctx) => checkBookingPeriod(query, ctx));
export type VehicleQuoteQuery = z.input<typeof vehicleQuoteQuery>;

/** A rental's price line by line (src/domain/pricing.ts, docs/product-rules.md "Prices"). */
export const vehicleQuote = z.object({
  days: z.number(),
  lines: z.array(
    z.object({
      /**
       * daily, weekly, monthly, youngDriver (a day's fee): `quantity` × `unitPrice`; weeklyDays,
       * monthlyDays: a week's or month's days in one season when it crosses into another; cap (only
       * on requests recorded before a week cost a week): the price of `quantity` days instead (negative); extra: `quantity` of extra `extraId` at
       * `unitPrice` a day (× `days`) or a rental, each costing `cap` instead where it is given;
       * drivingPermit: the company's permit fee, once; pickup_fee, return_fee, after_hours_pickup,
       * after_hours_return: a place's fee.
       */
      kind: z.enum([
        "daily",
        "weekly",
        "monthly",
        "weeklyDays",
        "monthlyDays",
        "cap",
        "extra",
        "youngDriver",
        "drivingPermit",
        "pickup_fee",
        "return_fee",
        "after_hours_pickup",
        "after_hours_return",
      ]),
      /** In English: "4 weeks at the weekly rate". */
      label: z.string(),
      quantity: z.number(),
      unitPrice: z.number().optional(),
      amount: z.number(),
      /** The season whose rate the line is at; none at the vehicle's own rates. */
      season: z.string().optional(),
      extraId: z.number().optional(),
      extraKind: z.enum(EXTRA_KINDS).optional(),
      name: z.string().nullable().optional(),
      pricing: z.enum(EXTRA_PRICINGS).optional(),
      days: z.number().optional(),
      cap: z.number().nullable().optional(),
      /** A place fee's place, in English: "Douglas-Charles Airport". */
      place: z.string().optional(),
    }),
  ),
  /** The sum of the lines: what the company charges, exact in `currency`. */
  total: z.number(),
  deposit: z.number().nullable(),
  currency: z.enum(CURRENCIES),
});
export type VehicleQuote = Wire<typeof vehicleQuote>;

/** `/api/vehicles/{id}/images/{imageId}`: one photo of a vehicle's gallery. */
export const vehicleImageParams = z.object({ id: id("Vehicle ID"), imageId: id("Image ID") });

/** One photo of a gallery, for `<img width height>` and a placeholder of its dominant colour. */
export const galleryPhoto = z.object({
  id: z.number(),
  /** `/api/images/{id}`; `?variant=thumb|medium|share` for the 480 px, ~800 px and 1200×630 forms. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  /** "#7a8b99". */
  color: z.string(),
});
export type GalleryPhoto = Wire<typeof galleryPhoto>;

/**
 * GET /api/vehicles/{id} and the gallery's writes: the vehicle's public fields (as the search answers
 * them) and its photos in order; the first is the cover, which `image` repeats. A vehicle shown by an
 * https URL has that as `image` and no photos.
 */
export const vehicleDetail = publicVehicle.extend({ images: z.array(galleryPhoto).max(GALLERY_MAX_PHOTOS) });
export type VehicleDetail = Wire<typeof vehicleDetail>;

/** POST /api/vehicles/{id}/images: one photo as a data URL, under the vehicle image's rules. */
export const galleryUploadBody = z.object({
  image: z
    .string({ error: "Image is required" })
    .trim()
    .min(1, "Image is required")
    .max(8_000_000, "Image is too large")
    .refine((value) => value.startsWith("data:"), "The image must be a base64 data URL"),
});
export type GalleryUploadBody = z.input<typeof galleryUploadBody>;

/** PUT /api/vehicles/{id}/images/order: every photo's id, once, in the new order (the first is the cover). */
export const galleryOrderBody = z.object({
  ids: z
    .array(id("Image ID"), { error: "ids must be a list of image ids" })
    .min(1, "ids must list the vehicle's photos")
    .max(GALLERY_MAX_PHOTOS, `ids must list at most ${GALLERY_MAX_PHOTOS} photos`)
    .refine((ids) => new Set(ids).size === ids.length, "ids must not list a photo twice"),
});
export type GalleryOrderBody = z.input<typeof galleryOrderBody>;

/** POST and PATCH /api/vehicles: the client sends companyId with the vehicle; the server decides the company. */
export const vehicleBody = vehicleFields.extend({ companyId: id("Company ID").optional() }).superRefine(checkRates);
export type VehicleBody = z.input<typeof vehicleBody>;

/** PATCH /api/vehicles/{id}/archive. */
export const archiveBody = z.object({ isArchived: z.boolean({ error: "isArchived must be true or false" }) });

/** PATCH /api/admin/vehicles/{id}/type: 'Update Type Only'. */
export const vehicleTypeBody = vehicleFields.pick({ type: true });

/**
 * PATCH /api/admin/vehicles/{id}: only the fields sent. Checked in the handler with the vehicle
 * schema, because an unchanged past expiry date may stay (docs/product-rules.md, "Calendar and unavailability").
 */
export const adminVehicleEditBody = z.record(z.string(), z.unknown());
export type AdminVehicleEdit = Partial<VehicleBody>;

/** DELETE /api/vehicles/{id}: the 'Vehicle Deleted' toast shows `details`. */
export const deletedVehicle = z.object({
  message: z.string(),
  details: z.string(),
  removed: z.object({
    bookings: z.number(),
    reviews: z.number(),
    unavailabilityPeriods: z.number(),
    images: z.number(),
  }),
});
export type DeletedVehicle = Wire<typeof deletedVehicle>;

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`)
    .optional();
/** The bounds of a search's parameters that the server's plain-query reader shares (vehicles/plain-search-query.ts). */
export const SEARCH_LIMITS = { maxAmount: 1_000_000, maxTextLength: 100, lastPage: 10_000 } as const;

const amount = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be 0 or more`)
    .max(SEARCH_LIMITS.maxAmount, `${name} must be at most 1000000`)
    .optional();
const day = (name: string) => z.string().refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`).optional();

export { VEHICLE_SORTS };
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

const filterFields = {
  type: z.enum(VEHICLE_TYPES, { error: `type must be one of ${VEHICLE_TYPES.join(", ")}` }).optional(),
  q: z.string().trim().max(SEARCH_LIMITS.maxTextLength, "q must be at most 100 characters").optional(),
  doors: wholeNumber("doors", LIMITS.doorsMin, LIMITS.doorsMax),
  /** At least this many seats. */
  seats: wholeNumber("seats", LIMITS.seatsMin, LIMITS.seatsMax),
  /** "true": only 4×4s; "false": none. Written as the query string carries it, so one search is one cache key. */
  is4x4: z.enum(["true", "false"], { error: "is4x4 must be true or false" }).optional(),
  transmission: z.enum(TRANSMISSIONS, { error: `transmission must be one of ${TRANSMISSIONS.join(", ")}` }).optional(),
  minPrice: amount("minPrice"),
  maxPrice: amount("maxPrice"),
  minDeposit: amount("minDeposit"),
  maxDeposit: amount("maxDeposit"),
  start: day("start"),
  end: day("end"),
  /** The order of the results; without it, featured companies' vehicles first (docs/product-rules.md, "Search"). */
  sort: z.enum(VEHICLE_SORTS, { error: `sort must be one of ${VEHICLE_SORTS.join(", ")}` }).optional(),
};

type FilterFields = z.output<z.ZodObject<typeof filterFields>>;

/** A search's period is one that could be booked (checkBookingPeriod), its days given together. */
function checkSearchPeriod(filters: FilterFields, ctx: z.RefinementCtx) {
  const { start, end } = filters;
  if (Boolean(start) !== Boolean(end)) {
    ctx.addIssue({ code: "custom", path: [start ? "end" : "start"], message: "start and end must be given together" });
  } else if (start && end) {
    checkBookingPeriod({ startDate: start, endDate: end }, ctx, { start: "start", end: "end" });
  }
}

/** The checks across filters, after each has passed its own. */
export function checkFilters(filters: FilterFields, ctx: z.RefinementCtx) {
  checkSearchPeriod(filters, ctx);
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "maxPrice must not be below minPrice" });
  }
  if (filters.minDeposit !== undefined && filters.maxDeposit !== undefined && filters.minDeposit > filters.maxDeposit) {
    ctx.addIssue({ code: "custom", path: ["maxDeposit"], message: "maxDeposit must not be below minDeposit" });
  }
}

/**
 * The Vehicles page filters as query parameters; prices are daily, and prices and deposits are in
 * US$ whatever each company's currency, so that every vehicle is compared alike.
 */
export const vehicleFiltersQuery = z.object(filterFields).superRefine(checkFilters);
/** The search as the client builds it and the server reads it. */
export type VehicleFilters = z.output<typeof vehicleFiltersQuery>;

export { VEHICLE_PAGE };

/** The most vehicles a company's public fleet answer lists (its landing page). */
export const COMPANY_FLEET_LIMIT = 200;

/**
 * GET /api/vehicles query: the filters plus paging. The body stays a plain list; the total
 * travels in `X-Total-Count` and the neighbouring pages in `Link` (rel="next"/"prev").
 */
export const vehicleSearchQuery = z
  .object({
    ...filterFields,
    page: z.coerce
      .number({ error: "page must be a number" })
      .int("page must be a whole number")
      .min(1, "page must be 1 or more")
      .max(SEARCH_LIMITS.lastPage, "page must be at most 10000")
      .default(1),
    pageSize: z.coerce
      .number({ error: "pageSize must be a number" })
      .int("pageSize must be a whole number")
      .min(1, `pageSize must be between 1 and ${VEHICLE_PAGE.maxSize}`)
      .max(VEHICLE_PAGE.maxSize, `pageSize must be between 1 and ${VEHICLE_PAGE.maxSize}`)
      .default(VEHICLE_PAGE.defaultSize),
  })
  .superRefine(checkFilters);
export type VehicleSearch = z.input<typeof vehicleSearchQuery>;

/**
 * GET /api/vehicles/facets (same filters): what the search page sizes its sliders by and Home's
 * featured-by-type cards show, without downloading the listing.
 */
export const vehicleFacets = z.object({
  total: z.number(),
  /** Highest daily price and deposit among the matching vehicles, in US$; null when none match. */
  maxDailyPrice: z.number().nullable(),
  maxDeposit: z.number().nullable(),
  /** One entry per type that has matching vehicles: how many, the lowest daily price in US$, one image. */
  types: z.array(
    z.object({
      type: z.enum(VEHICLE_TYPES),
      count: z.number(),
      minDailyPrice: z.number(),
      image: z.string().nullable(),
    }),
  ),
});
export type VehicleFacets = Wire<typeof vehicleFacets>;
