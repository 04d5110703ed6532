import { eq, getTableColumns } from "drizzle-orm";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { imageUrl } from "../../src/domain/images";
import { quoteRental } from "../../src/domain/pricing";
import type { VehiclePrices } from "../../src/domain/vehicle-rates";
import { hashPassword } from "../../src/server/auth/password";
import type { Db } from "../../src/server/db/client";
import {
  bookings,
  companies,
  images,
  reviews,
  users,
  vehicles,
  vehicleUnavailability,
} from "../../src/server/db/schema";

/**
 * Row factories for the API tests and the bench: each takes the fields a test cares about and
 * fills the rest with believable, unique values. They write rows directly (no rules checked), so a
 * test can set up states the API would refuse, such as a lapsed insurance date.
 */
let sequence = 0;
const next = () => ++sequence;

/** A cheap hash keeps tests fast; real accounts always go through the full-cost hash. */
const FAST_COST = 2 ** 10;

type CompanyRow = typeof companies.$inferInsert;
type UserRow = typeof users.$inferInsert;

export async function createCompany(
  db: Db,
  overrides: Partial<CompanyRow> & { user?: Partial<UserRow> & { password?: string } } = {},
) {
  const n = next();
  const { user: userOverrides = {}, ...companyOverrides } = overrides;
  const [company] = await db
    .insert(companies)
    .values({
      name: `Island Rentals ${n}`,
      contactFullName: `Owner ${n}`,
      contactEmail: `owner${n}@example.com`,
      phone: "+17674480000",
      address: `${n} Bath Road`,
      cityVillage: "Roseau",
      parish: "Saint George",
      ...companyOverrides,
    })
    .returning();
  if (!company) throw new Error("company insert returned nothing");
  const user = await createUser(db, { companyId: company.id, isActive: true, ...userOverrides });
  return { company, user };
}

export async function createUser(db: Db, overrides: Partial<UserRow> & { password?: string } = {}) {
  const n = next();
  const { password = "password123", ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      username: `user${n}_${Date.now().toString(36)}`,
      passwordHash: await hashPassword(password, FAST_COST),
      fullName: `User ${n}`,
      email: `user${n}@example.com`,
      phone: "+17672250000",
      // An active account has been approved, as the admin's toggle records it.
      approvedAt: rest.isActive ? new Date() : null,
      ...rest,
    })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  return { ...user, password };
}

export async function createVehicle(db: Db, overrides: Partial<typeof vehicles.$inferInsert> & { companyId: number }) {
  const today = todayInDominica();
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      make: "Toyota",
      model: "Corolla",
      year: 2022,
      type: "sedan",
      fuelType: "petrol",
      transmission: "automatic",
      doors: 4,
      seats: 5,
      dailyPrice: 60,
      weeklyPrice: 350,
      monthlyPrice: 1300,
      deposit: 300,
      insuranceExpiryDate: addDays(today, 200),
      licenseExpiryDate: addDays(today, 300),
      lastServiceDate: addDays(today, -30),
      ...overrides,
    })
    .returning();
  if (!vehicle) throw new Error("vehicle insert returned nothing");
  return vehicle;
}

/** What a US$ company's vehicle costs from `startDate` to `endDate` (src/domain/pricing.ts). */
export const rentalTotal = (prices: VehiclePrices, startDate: string, endDate: string) =>
  quoteRental({ ...prices, deposit: null, currency: "USD" }, { startDate, endDate }).total;

/**
 * A stored image row whose bytes are a stand-in (never decoded), for tests of what the answers say
 * about a picture: its `url` and `imageId` go on a vehicle as its cover.
 */
export async function createStoredImage(db: Db, overrides: Partial<typeof images.$inferInsert> = {}) {
  const bytes = Buffer.from("not decoded");
  const [image] = await db
    .insert(images)
    .values({
      full: bytes,
      thumb: bytes,
      width: 1600,
      height: 1067,
      color: "#336699",
      etag: `"${next()}"`,
      ...overrides,
    })
    .returning({ id: images.id });
  if (!image) throw new Error("image insert returned nothing");
  return { imageId: image.id, url: imageUrl(image.id) };
}

export async function createUnavailability(
  db: Db,
  values: { vehicleId: number; startDate: string; endDate: string; reason?: string | null },
) {
  const [period] = await db.insert(vehicleUnavailability).values(values).returning();
  if (!period) throw new Error("period insert returned nothing");
  return period;
}

export async function createBooking(
  db: Db,
  values: { userId: number; vehicleId: number; startDate: string; endDate: string } & Partial<
    typeof bookings.$inferInsert
  >,
) {
  const [vehicle] = await db
    .select({ ...getTableColumns(vehicles), currency: companies.currency })
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(eq(vehicles.id, values.vehicleId));
  const totalPrice = vehicle ? quoteRental(vehicle, values).total : 0;
  const [booking] = await db
    .insert(bookings)
    .values({ totalPrice, priceCurrency: vehicle?.currency ?? "USD", ...values })
    .returning();
  if (!booking) throw new Error("booking insert returned nothing");
  return booking;
}

/**
 * A booking's review, written (all stars `rating`) unless told otherwise, its window open a week
 * more; company and vehicle are the booking's.
 */
export async function createReview(db: Db, values: { bookingId: number } & Partial<typeof reviews.$inferInsert>) {
  const [booking] = await db
    .select({ vehicleId: bookings.vehicleId, companyId: vehicles.companyId, userId: bookings.userId })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(eq(bookings.id, values.bookingId));
  if (!booking) throw new Error(`no booking ${values.bookingId}`);
  const rating = values.rating ?? 5;
  const [review] = await db
    .insert(reviews)
    .values({
      ...booking,
      windowEndsAt: new Date(Date.now() + 7 * 86_400_000),
      rating,
      conditionRating: rating,
      cleanlinessRating: rating,
      handoverRating: rating,
      communicationRating: rating,
      submittedAt: new Date(),
      ...values,
    })
    .returning();
  if (!review) throw new Error("review insert returned nothing");
  return review;
}

/**
 * Vehicles that are not listed publicly, whose own row is fine: one per reason outside it (its
 * company's user inactive, its company archived). Each entry makes its vehicle and returns its id;
 * `t.db` is read only then, so a test file may list the cases before its database exists.
 */
export const unlistedCompanyVehicles = (t: { db: Db }): [string, () => Promise<number>][] => [
  [
    "a vehicle of an inactive company",
    async () => {
      const { company } = await createCompany(t.db, { user: { isActive: false } });
      return (await createVehicle(t.db, { companyId: company.id })).id;
    },
  ],
  [
    "a vehicle of an archived company",
    async () => {
      const { company } = await createCompany(t.db, { isArchived: true });
      return (await createVehicle(t.db, { companyId: company.id })).id;
    },
  ],
];
