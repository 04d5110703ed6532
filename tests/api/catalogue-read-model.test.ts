import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { BOOKING_LIMITS, TRANSMISSIONS, VEHICLE_TYPES } from "../../src/domain/constants";
import type { PublicVehicle } from "../../src/domain/contracts/vehicles";
import {
  COMPANY_FLEET_LIMIT,
  VEHICLE_SORTS,
  type VehicleFilters,
  vehicleSearchQuery,
} from "../../src/domain/contracts/vehicles";
import { addDays, type DayRange, todayInDominica } from "../../src/domain/dates";
import { CURRENCIES } from "../../src/domain/money";
import { offeredPlaces, placeKey, type RentalPlace } from "../../src/domain/rental-places";
import { SEARCH_FILTERS } from "../../src/domain/vehicle-search/filters";
import { findListedVehicleAvailability } from "../../src/server/availability/queries";
import type { CatalogueModel } from "../../src/server/catalogue/read-model/catalogue-model";
import { listCompanyPlaces, replaceRentalPlaces } from "../../src/server/companies/rental-places";
import {
  bookings,
  companies,
  images,
  listedVehicles,
  reviews,
  users,
  vehicles,
  vehicleUnavailability,
} from "../../src/server/db/schema";
import { hideReview } from "../../src/server/reviews/manage-review";
import { publishReviewOfBooking } from "../../src/server/reviews/review-round";
import {
  listCompanyListedVehicles,
  listedVehicleFacets,
  searchListedVehicles,
} from "../../src/server/vehicles/listing-queries";
import {
  createBooking,
  createCompany,
  createReview,
  createStoredImage,
  createUser,
  createVehicle,
} from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { login, setUpTestApp } from "../helpers/test-app";

/**
 * Issue 25: the public catalogue's read model answers as SQL does. Random writes of every kind that
 * changes what visitors see (and some that change nothing) — the companies' availability rules, the
 * vehicles' papers and reviews published and hidden among them — then random searches, facets, fleets and busy days asked of both: the same vehicles, in the same order, as the same bytes. Runs on
 * PGlite, and on PostgreSQL with DATABASE_URL. `MODEL_RUNS` and `MODEL_SEED` lengthen or replay it.
 */
const RUNS = Number(process.env.MODEL_RUNS ?? 150);
const SEED = Number(process.env.MODEL_SEED ?? 20261125);

const t = setUpTestApp();
const today = todayInDominica();
const day = (n: number) => addDays(today, n);

/** Makes and models with the cases a text search must get right: case, accents, wildcards. */
const NAMES = [
  ["Toyota", "Corolla"],
  ["SUZUKI", "jimny"],
  ["Citroën", "C3"],
  ["Škoda", "Fabia"],
  ["Kia", "100%_Rio"],
  ["Honda", "Fit\\Jazz"],
  ["İsuzu", "D-Max"],
  ["Nissan", "X-Trail"],
] as const;
const PRICES = [0, 29.99, 30, 45.5, 60, 60.01, 120, 999.99] as const;
const IMAGES = [
  null,
  "/api/images/1",
  "/api/images/10",
  "/api/images/9",
  "https://cdn.example/é.jpg",
  "https://cdn.example/😀.jpg",
  "https://cdn.example/\uffff.jpg",
] as const;
/** Stored images (made before the writes) a vehicle's cover may be, so its answer carries their colour. */
const STORED_IMAGES = 3;
const COLORS = [null, "#336699", "#a0b0c0"] as const;

/** Places a company may list: the spec's towns as it may spell them, the fixed kinds, a delivery to a town. */
const PLACES: Pick<RentalPlace, "kind" | "name" | "area">[] = [
  { kind: "town", name: "Roseau", area: null },
  { kind: "town", name: "PORTSMOUTH ", area: null },
  { kind: "town", name: "Soufrière", area: null },
  { kind: "douglas_charles_airport", name: null, area: null },
  { kind: "canefield_airport", name: null, area: null },
  { kind: "roseau_ferry_terminal", name: null, area: null },
  { kind: "delivery", name: null, area: "Marigot" },
];

const CREATED = [
  new Date("2026-01-01T00:00:00.000Z"),
  new Date("2026-01-01T00:00:00.001Z"),
  new Date("2026-06-30T23:59:59.999Z"),
] as const;

/** What exists, as the writes go: picked by index, so any number picks something. */
const known = {
  companies: [] as { id: number; userId: number }[],
  images: [] as { url: string; imageId: number }[],
  vehicles: [] as number[],
  periods: [] as number[],
  bookings: [] as number[],
  reviews: [] as number[],
  customerId: 0,
};
const pick = <T>(list: T[], n: number): T | undefined => list[n % Math.max(1, list.length)];

const vehicleFields = fc.record({
  name: fc.nat(NAMES.length - 1),
  type: fc.constantFrom(...VEHICLE_TYPES),
  doors: fc.integer({ min: 2, max: 5 }),
  seats: fc.integer({ min: 2, max: 9 }),
  is4x4: fc.boolean(),
  transmission: fc.constantFrom(...TRANSMISSIONS),
  dailyPrice: fc.constantFrom(...PRICES),
  deposit: fc.constantFrom(...PRICES),
  image: fc.constantFrom(...IMAGES),
  /** When set, the cover is that stored image (its URL and id) rather than `image`. */
  storedImage: fc.option(fc.nat(STORED_IMAGES - 1), { nil: undefined }),
  // Few instants, so that "newest" meets ties (broken by id) and instants a millisecond apart.
  createdAt: fc.constantFrom(...CREATED),
});
type VehicleFields = typeof vehicleFields extends fc.Arbitrary<infer T> ? T : never;
function asVehicleRow({ name, storedImage, ...fields }: Partial<VehicleFields>) {
  const stored = storedImage === undefined ? undefined : known.images[storedImage];
  return {
    ...fields,
    ...(name !== undefined && { make: NAMES[name]?.[0], model: NAMES[name]?.[1] }),
    ...(fields.image !== undefined && { imageId: null }),
    ...(stored && { image: stored.url, imageId: stored.imageId }),
  };
}

const days = fc.record({ start: fc.integer({ min: -6, max: 45 }), length: fc.integer({ min: 0, max: 8 }) });

const mostly = (value: boolean) => fc.oneof({ arbitrary: fc.constant(value), weight: 3 }, fc.constant(!value));

/** One write; a refused one (a booking over a confirmed one) changes nothing and is fine. */
const write = fc.oneof(
  // Most often: the searches' orders need several vehicles to meet their ties.
  {
    arbitrary: fc.record({ kind: fc.constant("add vehicle" as const), company: fc.nat(), fields: vehicleFields }),
    weight: 4,
  },
  fc.record({
    kind: fc.constant("edit vehicle" as const),
    vehicle: fc.nat(),
    fields: vehicleFields.chain((all) => fc.subarray(Object.keys(all)).map((keys) => pickKeys(all, keys))),
  }),
  fc.record({ kind: fc.constant("archive vehicle" as const), vehicle: fc.nat(), archived: fc.boolean() }),
  fc.record({ kind: fc.constant("delete vehicle" as const), vehicle: fc.nat() }),
  fc.record({ kind: fc.constant("add period" as const), vehicle: fc.nat(), days }),
  fc.record({ kind: fc.constant("delete period" as const), period: fc.nat() }),
  // Laid up to the booking horizon's edge or past it (issue 38): no bookable day, or the horizon's last one.
  fc.record({
    kind: fc.constant("lay up" as const),
    vehicle: fc.nat(),
    from: fc.integer({ min: -2, max: 2 }),
    to: fc.constantFrom(BOOKING_LIMITS.horizonDays - 1, BOOKING_LIMITS.horizonDays, BOOKING_LIMITS.horizonDays + 20),
  }),
  fc.record({
    kind: fc.constant("add booking" as const),
    vehicle: fc.nat(),
    days,
    status: fc.constantFrom("pending", "confirmed", "rejected"),
  }),
  fc.record({
    kind: fc.constant("booking status" as const),
    booking: fc.nat(),
    status: fc.constantFrom("pending", "confirmed", "cancelled", "expired"),
  }),
  // Mostly public again, so that several companies' vehicles meet in a search's order.
  fc.record({
    kind: fc.constant("company standing" as const),
    company: fc.nat(),
    isActive: mostly(true),
    isFeatured: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("archive company" as const), company: fc.nat(), archived: mostly(false) }),
  fc.record({
    kind: fc.constant("rename company" as const),
    company: fc.nat(),
    name: fc.constantFrom("Nature Isle", "Roseau Rides"),
  }),
  fc.record({ kind: fc.constant("move vehicle" as const), vehicle: fc.nat(), company: fc.nat() }),
  // A colour computed after its image was stored (completeImageVariants), or computed anew.
  {
    arbitrary: fc.record({
      kind: fc.constant("recolour image" as const),
      image: fc.nat(),
      color: fc.constantFrom(...COLORS),
    }),
    weight: 1,
  },
  // Availability rules: notice across the day boundaries, cleaning days, longest rentals shorter
  // and longer than the searches; papers expiring before, within and after the searches' days.
  {
    arbitrary: fc.record({
      kind: fc.constant("company rules" as const),
      company: fc.nat(),
      noticeHours: fc.constantFrom(0, 1, 24, 25, 48, 336),
      cleaningDays: fc.constantFrom(0, 1, 2, 14),
      longestRentalDays: fc.constantFrom(1, 3, 7, 180),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("vehicle papers" as const),
      vehicle: fc.nat(),
      insurance: fc.integer({ min: -3, max: 60 }),
      license: fc.integer({ min: -3, max: 400 }),
    }),
    weight: 2,
  },
  // "Top rated" follows the shown reviews (issue 40), published and hidden as the product does; and,
  // as the review writes leave them on the companies' rows, every company's rating and count at
  // once, so that listed companies meet on a rating with different counts (reviews alone seldom do).
  {
    arbitrary: fc.record({
      kind: fc.constant("publish review" as const),
      vehicle: fc.nat(),
      rating: fc.constantFrom(5, 5, 5, 2),
    }),
    weight: 2,
  },
  fc.record({ kind: fc.constant("hide review" as const), review: fc.nat() }),
  fc.record({
    kind: fc.constant("company ratings" as const),
    ratings: fc.array(fc.record({ rating: fc.constantFrom(null, 4.5, 5), reviewCount: fc.constantFrom(1, 2, 20) }), {
      minLength: 4,
      maxLength: 4,
    }),
  }),
  // The pick-up filter reads the company's places; none: the spec's five (issue 41).
  fc.record({
    kind: fc.constant("company places" as const),
    company: fc.nat(),
    places: fc.subarray(PLACES.map((_, n) => n)),
  }),
  // Prices in EC$ are filtered and sorted by their US$ figure (issue 22).
  fc.record({
    kind: fc.constant("company currency" as const),
    company: fc.nat(),
    currency: fc.constantFrom(...CURRENCIES),
  }),
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

function pickKeys<T extends object>(all: T, keys: string[]): Partial<T> {
  return Object.fromEntries(Object.entries(all).filter(([key]) => keys.includes(key))) as Partial<T>;
}

async function apply(change: Write) {
  const db = t.db;
  const vehicleId = "vehicle" in change ? pick(known.vehicles, change.vehicle) : undefined;
  const company = "company" in change ? pick(known.companies, change.company) : undefined;
  switch (change.kind) {
    case "add vehicle":
      if (company) {
        const created = await createVehicle(db, { companyId: company.id, ...asVehicleRow(change.fields) });
        known.vehicles.push(created.id);
      }
      return;
    case "edit vehicle":
      if (vehicleId && Object.keys(change.fields).length) {
        await db.update(vehicles).set(asVehicleRow(change.fields)).where(eq(vehicles.id, vehicleId));
      }
      return;
    case "archive vehicle":
      if (vehicleId) await db.update(vehicles).set({ isArchived: change.archived }).where(eq(vehicles.id, vehicleId));
      return;
    case "delete vehicle":
      if (vehicleId) {
        await db.delete(vehicles).where(eq(vehicles.id, vehicleId));
        known.vehicles = known.vehicles.filter((id) => id !== vehicleId);
      }
      return;
    case "move vehicle":
      if (vehicleId && company)
        await db.update(vehicles).set({ companyId: company.id }).where(eq(vehicles.id, vehicleId));
      return;
    case "add period":
      if (vehicleId) {
        const [period] = await db
          .insert(vehicleUnavailability)
          .values({
            vehicleId,
            startDate: day(change.days.start),
            endDate: day(change.days.start + change.days.length),
          })
          .returning({ id: vehicleUnavailability.id });
        if (period) known.periods.push(period.id);
      }
      return;
    case "lay up":
      if (vehicleId) {
        const [period] = await db
          .insert(vehicleUnavailability)
          .values({ vehicleId, startDate: day(change.from), endDate: day(change.to) })
          .returning({ id: vehicleUnavailability.id });
        if (period) known.periods.push(period.id);
      }
      return;
    case "delete period": {
      const periodId = pick(known.periods, change.period);
      if (periodId) await db.delete(vehicleUnavailability).where(eq(vehicleUnavailability.id, periodId));
      return;
    }
    case "add booking":
      if (vehicleId) {
        const [booking] = await db
          .insert(bookings)
          .values({
            userId: known.customerId,
            vehicleId,
            startDate: day(change.days.start),
            endDate: day(change.days.start + change.days.length),
            totalPrice: 100,
            status: change.status,
          })
          .returning({ id: bookings.id })
          .catch(() => []); // over a confirmed booking: refused by the exclusion constraint
        if (booking) known.bookings.push(booking.id);
      }
      return;
    case "booking status": {
      const bookingId = pick(known.bookings, change.booking);
      if (bookingId) {
        await db
          .update(bookings)
          .set({ status: change.status })
          .where(eq(bookings.id, bookingId))
          .catch(() => {});
      }
      return;
    }
    case "company standing":
      if (company) {
        await db
          .update(users)
          .set({ isActive: change.isActive, isFeatured: change.isFeatured })
          .where(eq(users.id, company.userId));
      }
      return;
    case "archive company":
      if (company) await db.update(companies).set({ isArchived: change.archived }).where(eq(companies.id, company.id));
      return;
    case "rename company":
      if (company) await db.update(companies).set({ name: change.name }).where(eq(companies.id, company.id));
      return;
    case "recolour image": {
      const image = pick(known.images, change.image);
      if (image) await db.update(images).set({ color: change.color }).where(eq(images.id, image.imageId));
      return;
    }
    case "company rules":
      if (company) {
        const { noticeHours, cleaningDays, longestRentalDays } = change;
        await db
          .update(companies)
          .set({ noticeHours, cleaningDays, longestRentalDays })
          .where(eq(companies.id, company.id));
      }
      return;
    case "vehicle papers":
      if (vehicleId) {
        await db
          .update(vehicles)
          .set({ insuranceExpiryDate: day(change.insurance), licenseExpiryDate: day(change.license) })
          .where(eq(vehicles.id, vehicleId));
      }
      return;
    case "publish review":
      if (vehicleId) {
        // A rental of last month, reviewed and published as the company's note publishes it.
        const booking = await createBooking(db, {
          userId: known.customerId,
          vehicleId,
          startDate: day(-30),
          endDate: day(-28),
          status: "completed",
        });
        const review = await createReview(db, { bookingId: booking.id, rating: change.rating });
        await db.transaction((tx) => publishReviewOfBooking(tx, booking.id, new Date()));
        known.reviews.push(review.id);
      }
      return;
    case "hide review": {
      const reviewId = pick(known.reviews, change.review);
      const mail = { queue: t.app.mail.queue, wake: async () => {}, enabled: false };
      // Its vehicle deleted, a review goes with its booking.
      const [review] = reviewId ? await db.select().from(reviews).where(eq(reviews.id, reviewId)) : [];
      if (review) {
        await hideReview(db, mail, review.id, "unrelated");
        known.reviews = known.reviews.filter((id) => id !== review.id);
      }
      return;
    }
    case "company ratings":
      for (const [n, { rating, reviewCount }] of change.ratings.entries()) {
        const id = known.companies[n]?.id ?? 0;
        await db
          .update(companies)
          .set({ rating, reviewCount: rating === null ? 0 : reviewCount })
          .where(eq(companies.id, id));
      }
      return;
    case "company currency":
      if (company) await db.update(companies).set({ currency: change.currency }).where(eq(companies.id, company.id));
      return;
    case "company places":
      if (company) {
        const places = change.places.map((n) => ({
          ...(PLACES[n] as RentalPlace),
          fee: 0,
          opens: null,
          closes: null,
          afterHoursFee: 0,
        }));
        await replaceRentalPlaces(db, company.id, { places, oneWayReturns: true });
      }
  }
}

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });
const amount = fc.constantFrom(0, 29.99, 30, 45.5, 50.005, 60.01, 120, 1_000_000);
const texts = fc.constantFrom(
  "toyota",
  "TOYO",
  "Jimny",
  "%",
  "_",
  "100%",
  "rio",
  "\\",
  "-",
  "ë",
  "Ë",
  "škoda",
  "i",
  " x",
  "",
);

/**
 * Each parameter of every filter in the table (src/domain/vehicle-search/filters.ts), so that a
 * new filter is held to SQL as soon as it is declared; a period is drawn as days from today below.
 */
const filterValues = Object.fromEntries(
  SEARCH_FILTERS.flatMap((filter): [string, fc.Arbitrary<unknown>][] => {
    switch (filter.kind) {
      case "choice":
      case "among":
        return [[filter.name, optional(fc.constantFrom(...filter.words))]];
      case "flag":
        return [[filter.name, optional(fc.constantFrom("true", "false"))]];
      case "text":
        return [[filter.name, optional(texts)]];
      case "count":
        return [[filter.name, optional(fc.integer({ min: filter.min, max: filter.max }))]];
      case "range":
        return filter.params.map((name) => [name, optional(amount)]);
      default:
        return []; // the period: days from today, below
    }
  }),
);

/** A search as a visitor's query string would give it, parsed by the endpoint's own schema. */
const search = fc
  .record({
    ...filterValues,
    sort: optional(fc.constantFrom(...VEHICLE_SORTS)),
    // A search's period starts today or later; the writes' periods may lie before it. Some run past
    // the month the busy-day index answers, so the default order's walk is held to SQL too.
    dates: optional(
      fc.record({
        start: fc.integer({ min: 0, max: 45 }),
        length: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 29, max: 40 })),
      }),
    ),
    page: fc.integer({ min: 1, max: 4 }),
    pageSize: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ dates, ...query }) => {
    const parsed = vehicleSearchQuery.safeParse({
      ...query,
      ...(dates && { start: day(dates.start), end: day(dates.start + dates.length) }),
    });
    return parsed.success ? parsed.data : undefined;
  })
  .filter((parsed) => parsed !== undefined);

/** What the model leaves to SQL (vehicle-match.ts): letters beyond ASCII, days before those it keeps. */
const leftToSql = (filters: VehicleFilters, model: CatalogueModel) =>
  /[^\x20-\x7e]/.test(filters.q ?? "") || (filters.start !== undefined && filters.start < model.firstDay);

function currentModel(): CatalogueModel {
  const model = t.app.catalogue.model.current();
  if (!model) throw new Error("the read model is not current");
  return model;
}

/** Every write has reached the model: its signal has arrived and been applied. */
async function caughtUp() {
  await t.app.catalogue.version.settle();
  await t.app.catalogue.model.idle();
}

/**
 * Each listing's pick-up places are its company's keys as the quote gives them (`offeredPlaces`,
 * `placeKey`), delivery aside: the table is held to the domain on its own, not only to the model.
 */
async function expectPickupPlacesAsOffered() {
  const rows = await t.db
    .select({ companyId: listedVehicles.companyId, pickupPlaces: listedVehicles.pickupPlaces })
    .from(listedVehicles);
  const expected = new Map<number, string[]>();
  for (const { id } of known.companies) {
    const keys = offeredPlaces({ places: await listCompanyPlaces(t.db, id) })
      .places.filter((place) => place.kind !== "delivery")
      .map(placeKey);
    expected.set(id, [...new Set(keys)].sort());
  }
  for (const { companyId, pickupPlaces } of rows) expect([...pickupPlaces].sort()).toEqual(expected.get(companyId));
}

beforeAll(async () => {
  known.customerId = (await createUser(t.db, { role: "customer", isActive: true })).id;
  for (let n = 0; n < STORED_IMAGES; n++) known.images.push(await createStoredImage(t.db, { color: COLORS[n] }));
  for (const standing of [{ isFeatured: true }, {}, {}, { isActive: false }]) {
    const { company, user } = await createCompany(t.db, { user: standing });
    known.companies.push({ id: company.id, userId: user.id });
    for (const [n, [make, model]] of NAMES.entries()) {
      const cover = n % 3 === 0 ? known.images[n % STORED_IMAGES] : undefined;
      const image = cover?.url ?? IMAGES[(n + company.id) % IMAGES.length];
      known.vehicles.push(
        (
          await createVehicle(t.db, {
            companyId: company.id,
            make,
            model,
            image,
            imageId: cover?.imageId,
            dailyPrice: PRICES[n],
          })
        ).id,
      );
    }
  }
  await caughtUp();
});

describe("the catalogue's read model answers as SQL does", () => {
  it("after random writes: searches, facets, fleets and busy days, byte for byte", async () => {
    const build = t.app.catalogue.model.lastBuild;
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(write, { maxLength: 6 }),
        fc.array(search, { minLength: 1, maxLength: 30, size: "max" }),
        fc.array(fc.record({ vehicle: fc.nat(), days }), { maxLength: 4 }),
        async (writes, searches, windows) => {
          for (const change of writes) await apply(change);
          await caughtUp();
          await expectPickupPlacesAsOffered();
          const model = currentModel();
          for (const filters of searches) {
            const { page, pageSize, ...rest } = filters;
            const fromModel = model.search(rest, { page, pageSize });
            const facets = model.facets(rest);
            if (leftToSql(rest, model)) {
              expect(fromModel).toBeUndefined();
              continue;
            }
            expect(fromModel).toEqual(await searchListedVehicles(t.db, rest, { page, pageSize }));
            expect(JSON.stringify(facets)).toBe(JSON.stringify(await listedVehicleFacets(t.db, rest)));
            compared++;
          }
          for (const company of known.companies) {
            expect(model.companyFleet(company.id, COMPANY_FLEET_LIMIT)).toEqual(
              await listCompanyListedVehicles(t.db, company.id),
            );
          }
          for (const window of windows) {
            const vehicleId = pick(known.vehicles, window.vehicle) ?? 0;
            const range: DayRange = {
              startDate: day(window.days.start),
              endDate: day(window.days.start + window.days.length * 9),
            };
            const fromModel = model.availability(vehicleId, range, today);
            if (range.startDate < model.firstDay) expect(fromModel).toBeUndefined();
            else {
              const fromSql = await findListedVehicleAvailability(t.db, vehicleId, range, today);
              expect(fromModel?.busy).toEqual(fromSql?.busy);
              expect(fromModel?.rules).toEqual(
                fromSql && {
                  noticeHours: fromSql.rules.noticeHours,
                  longestRentalDays: fromSql.rules.longestRentalDays,
                },
              );
            }
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    // Compared for real, and kept current change by change: no write rebuilt it.
    expect(compared).toBeGreaterThan(RUNS * 8);
    expect(t.app.catalogue.model.lastBuild).toBe(build);
  }, 600_000);
});

describe("only vehicles bookable in the horizon are available (issue 38)", () => {
  it("counts neither lapsed papers nor a vehicle laid up through the horizon, on both paths", async () => {
    const { company } = await createCompany(t.db, { noticeHours: 24 });
    // Papers good past the horizon unless told.
    const papers = { insuranceExpiryDate: day(1000), licenseExpiryDate: day(1000) };
    const model = (overrides: Partial<Parameters<typeof createVehicle>[1]>) =>
      createVehicle(t.db, { companyId: company.id, make: "Horizon", model: "Probe", ...papers, ...overrides });
    const free = await model({});
    const lapsed = await model({ insuranceExpiryDate: day(1) }); // busy from day 1, the notice's first day
    const laidUp = await model({});
    const lastDayFree = await model({});
    const noticeOnly = await model({});
    const period = (vehicleId: number, from: number, to: number) =>
      t.db.insert(vehicleUnavailability).values({ vehicleId, startDate: day(from), endDate: day(to) });
    await period(laidUp.id, 1, BOOKING_LIMITS.horizonDays);
    await period(lastDayFree.id, 1, BOOKING_LIMITS.horizonDays - 1);
    // Today is within the notice anyway: a period on it alone takes nothing away.
    await period(noticeOnly.id, 0, 0);
    await caughtUp();
    const filters = { q: "horizon" };
    const expected = [free.id, lastDayFree.id, noticeOnly.id];
    for (const answer of [
      await searchListedVehicles(t.db, filters, { page: 1, pageSize: 20 }),
      currentModel().search(filters, { page: 1, pageSize: 20 }),
    ]) {
      expect(JSON.parse(answer?.json ?? "[]").map((vehicle: { id: number }) => vehicle.id)).toEqual(expected);
      expect(answer?.total).toBe(3);
    }
    for (const facets of [await listedVehicleFacets(t.db, filters), currentModel().facets(filters)]) {
      expect(facets).toMatchObject({ total: 3, types: [{ type: "sedan", count: 3 }] });
    }
    const home = await t.app.inject({ url: "/api/vehicles/facets?q=horizon" });
    expect(home.json()).toMatchObject({ total: 3 });
    // The vehicle pages stay: a lapsed vehicle is still listed, its page says it has no free day.
    expect((await t.app.inject({ url: `/api/vehicles/${lapsed.id}` })).statusCode).toBe(200);
  });
});

describe("keeping the model current", () => {
  it("a pending request changes nothing: the model stays current, nothing reloads", async () => {
    const model = currentModel();
    await t.db.insert(bookings).values({
      userId: known.customerId,
      vehicleId: known.vehicles[0] ?? 0,
      startDate: day(50),
      endDate: day(52),
      totalPrice: 100,
      status: "pending",
    });
    await t.app.catalogue.version.settle();
    expect(t.app.catalogue.model.current()).toBe(model);
  });

  it("a company's write is seen by its next read, every time", async () => {
    const { company, user } = await createCompany(t.db);
    const cookie = await login(t.app, user.username, user.password);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { cookie },
      payload: validVehicleInput({ make: "Writer", model: `Next-Read-${company.id}` }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    for (const dailyPrice of [41, 42, 43, 44, 45]) {
      const edited = await t.app.inject({
        method: "PATCH",
        url: `/api/vehicles/${id}`,
        headers: { cookie },
        payload: validVehicleInput({
          make: "Writer",
          model: `Next-Read-${company.id}`,
          dailyPrice,
          weeklyPrice: dailyPrice * 6,
          monthlyPrice: dailyPrice * 25,
        }),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const found = await t.app.inject({ url: `/api/vehicles?minPrice=${dailyPrice}&maxPrice=${dailyPrice}` });
      expect((found.json() as { id: number }[]).map((vehicle) => vehicle.id)).toContain(id);
      const period = await t.app.inject({
        method: "POST",
        url: `/api/vehicles/${id}/unavailability`,
        headers: { cookie },
        payload: { vehicleId: id, startDate: day(dailyPrice), endDate: day(dailyPrice) },
      });
      expect(period.statusCode, period.body).toBe(201);
      const dated = await t.app.inject({
        url: `/api/vehicles?minPrice=${dailyPrice}&maxPrice=${dailyPrice}&start=${day(dailyPrice)}&end=${day(dailyPrice)}`,
      });
      expect((dated.json() as { id: number }[]).map((vehicle) => vehicle.id)).not.toContain(id);
    }
    await caughtUp();
    expect(currentModel().search({ q: `next-read-${company.id}` }, { page: 1, pageSize: 5 })?.total).toBe(1);
  });

  it("a read made while the model takes a change in waits for it, and gets the model holding the change", async () => {
    await caughtUp();
    // A listed vehicle: the random writes above may have moved, archived or deleted any given one.
    const [listed] = await t.db
      .select({ id: listedVehicles.vehicleId, companyId: listedVehicles.companyId })
      .from(listedVehicles)
      .limit(1);
    const { id, companyId } = listed ?? { id: 0, companyId: 0 };
    await t.db.update(vehicles).set({ dailyPrice: 77 }).where(eq(vehicles.id, id));
    // On PGlite the change is heard before the write's promise settles; on PostgreSQL, once settled.
    await t.app.catalogue.version.settle();
    const waited = await t.app.catalogue.model.currentWithin(10_000);
    expect(waited).toBeDefined();
    const fleet = JSON.parse(waited?.companyFleet(companyId, 50).json ?? "[]") as PublicVehicle[];
    expect(fleet.find((vehicle) => vehicle.id === id)?.dailyPrice).toBe(77);
    expect(t.app.catalogue.model.current()).toBe(waited);
  });

  it("an unreadable signal, or one naming nothing, rebuilds the model from scratch", async () => {
    for (const payload of ["not json", JSON.stringify({ table: "vehicles" })]) {
      const before = t.app.catalogue.model.lastBuild;
      await t.db.execute(sql`select pg_notify('catalogue', ${payload})`);
      await caughtUp();
      expect(t.app.catalogue.model.lastBuild).not.toBe(before);
      const listed = await searchListedVehicles(t.db, {}, { page: 1, pageSize: 1 });
      expect(currentModel().search({}, { page: 1, pageSize: 1 })?.total).toBe(listed.total);
    }
  });

  it("a failed update leaves the reads to SQL and is retried until the model is rebuilt", async () => {
    // A column the model loads and an undated search does not read (the search reads the busy days
    // too, for the vehicles with no bookable day).
    await t.db.execute(sql`alter table companies rename column longest_rental_days to longest_days`);
    await t.db.execute(sql`select pg_notify('catalogue', 'lost')`);
    await caughtUp();
    expect(t.app.catalogue.model.current()).toBeUndefined();
    // A reader does not wait for a model that failed: SQL answers at once.
    const asked = performance.now();
    expect(await t.app.catalogue.model.currentWithin(10_000)).toBeUndefined();
    expect(performance.now() - asked).toBeLessThan(1_000);
    const undated = await t.app.inject({ url: "/api/vehicles?pageSize=3&q=corolla" });
    expect(undated.statusCode).toBe(200);
    expect(undated.body).toBe((await searchListedVehicles(t.db, { q: "corolla" }, { page: 1, pageSize: 3 })).json);

    await t.db.execute(sql`alter table companies rename column longest_days to longest_rental_days`);
    const deadline = Date.now() + 5_000;
    while (!t.app.catalogue.model.current() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(currentModel().search({ q: "corolla" }, { page: 1, pageSize: 3 })?.json).toBe(undated.body);
  });
});
