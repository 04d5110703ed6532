import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { publicVehicle } from "../../src/domain/contracts/vehicles";
import { vehicleSchema } from "../../src/domain/contracts/vehicles/vehicle-schema";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { DEFAULT_PLACES, placeKey } from "../../src/domain/rental-places";
import type { Db } from "../../src/server/db/client";
import { isVehicleListed, vehicleCompanyJoin } from "../../src/server/db/public-listing";
import {
  bookings,
  companies,
  images,
  listedVehicles,
  users,
  vehicles,
  vehicleUnavailability,
} from "../../src/server/db/schema";
import { refreshCompanyRatings } from "../../src/server/reviews/queries";
import { coverImageJoin, vehicleColumns } from "../../src/server/vehicles/columns";
import { listCompanyListedVehicles, searchListedVehicles } from "../../src/server/vehicles/listing-queries";
import { deleteVehicle, insertVehicle, updateVehicle } from "../../src/server/vehicles/queries";
import {
  createBooking,
  createCompany,
  createReview,
  createStoredImage,
  createUnavailability,
  createUser,
  createVehicle,
} from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { makeImage } from "../helpers/images";
import { setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();

const today = todayInDominica();
const input = (image?: string) =>
  vehicleSchema.parse(validVehicleInput({ licenseExpiryDate: addDays(today, 100), image }, today));

describe("vehicle writes", () => {
  it("stores an uploaded image as WebP and answers with its URL, then replaces and removes it", async () => {
    const { company } = await createCompany(t.db);
    const created = await insertVehicle(t.db, company.id, input((await makeImage("png")).dataUrl));
    expect(created.image).toMatch(/^\/api\/images\/\d+$/);
    const served = await t.app.inject({ method: "GET", url: `${created.image}?variant=thumb` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");

    const updated = await updateVehicle(t.db, created.id, { image: (await makeImage("jpeg")).dataUrl });
    expect(updated?.image).not.toBe(created.image);
    expect(await t.db.select({ id: images.id }).from(images)).toHaveLength(1);

    await createUnavailability(t.db, { vehicleId: created.id, startDate: today, endDate: today });
    const customer = await createUser(t.db);
    // A rental that has ended: an open one would refuse the delete (tests/api/company-vehicles.test.ts).
    await createBooking(t.db, {
      userId: customer.id,
      vehicleId: created.id,
      startDate: addDays(today, -5),
      endDate: addDays(today, -3),
      status: "confirmed",
    });
    expect(await deleteVehicle(t.db, created.id)).toEqual({
      bookings: 1,
      reviews: 0,
      unavailabilityPeriods: 1,
      images: 1,
    });
    expect(await t.db.select().from(images)).toHaveLength(0);
    expect(await t.db.select().from(bookings).where(eq(bookings.vehicleId, created.id))).toHaveLength(0);
    expect(
      await t.db.select().from(vehicleUnavailability).where(eq(vehicleUnavailability.vehicleId, created.id)),
    ).toHaveLength(0);
  });

  it("redoes the company's shown rating when a deleted vehicle takes its reviews along", async () => {
    const { company } = await createCompany(t.db);
    const [kept, deleted] = [
      await createVehicle(t.db, { companyId: company.id }),
      await createVehicle(t.db, { companyId: company.id }),
    ];
    for (const [vehicle, rating] of [
      [kept, 5],
      [deleted, 2],
    ] as const) {
      const booking = await createBooking(t.db, {
        userId: (await createUser(t.db)).id,
        vehicleId: vehicle.id,
        startDate: addDays(today, -9),
        endDate: addDays(today, -7),
        status: "completed",
      });
      await createReview(t.db, { bookingId: booking.id, rating, publishedAt: new Date() });
    }
    await refreshCompanyRatings(t.db, [company.id]);
    const shown = async () => {
      const answer = await t.app.inject({ url: `/api/vehicles/${kept.id}` });
      return answer.json().company;
    };
    expect(await shown()).toMatchObject({ rating: 3.5, reviewCount: 2 });

    expect(await deleteVehicle(t.db, deleted.id)).toMatchObject({ bookings: 1, reviews: 1 });
    expect(await shown()).toMatchObject({ rating: 5, reviewCount: 1 });
    const [listing] = await t.db.select().from(listedVehicles).where(eq(listedVehicles.vehicleId, kept.id));
    expect(listing).toMatchObject({ companyRating: 5, companyReviewCount: 1 });
  });

  it("keeps the image when an update leaves it out, and refuses a non-image upload", async () => {
    const { company } = await createCompany(t.db);
    const created = await insertVehicle(t.db, company.id, input("https://example.com/jimny.jpg"));
    const updated = await updateVehicle(t.db, created.id, { dailyPrice: 75 });
    expect(updated).toMatchObject({ image: "https://example.com/jimny.jpg", dailyPrice: 75 });
    const fake = `data:image/png;base64,${Buffer.from("not an image at all").toString("base64")}`;
    await expect(updateVehicle(t.db, created.id, { image: fake })).rejects.toThrow("The file is not a valid image");
  });
});

describe("isVehicleListed", () => {
  it("lists vehicles of active, non-archived companies only, and never archived vehicles", async () => {
    const active = await createCompany(t.db);
    const inactive = await createCompany(t.db, { user: { isActive: false } });
    const archived = await createCompany(t.db, { isArchived: true });
    const listed = await createVehicle(t.db, { companyId: active.company.id });
    const archivedVehicle = await createVehicle(t.db, { companyId: active.company.id, isArchived: true });
    const ofInactive = await createVehicle(t.db, { companyId: inactive.company.id });
    const ofArchived = await createVehicle(t.db, { companyId: archived.company.id });
    const rows = await t.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .innerJoin(companies, vehicleCompanyJoin)
      .where(isVehicleListed);
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(listed.id);
    for (const hidden of [archivedVehicle, ofInactive, ofArchived]) expect(ids).not.toContain(hidden.id);
    expect(await t.db.select().from(users).where(eq(users.companyId, inactive.company.id))).toHaveLength(1);
  });
});

/** An amount in US$ at the EC$2.70 peg, to the cent, as migration 0021's view writes it. */
const inUsDollars = (amount: number, currency: string) =>
  currency === "XCD" ? Math.round((amount / 2.7) * 100) / 100 : amount;

describe("listed_vehicles", () => {
  /**
   * The listing rule restated here, apart from the view and the triggers: every vehicle that is not
   * archived, of a company that is not archived and has an active user, its row as the triggers
   * must have written it, and the public answers as JSON.stringify writes the contract.
   */
  async function expectListingInSync() {
    const accounts = await t.db.select().from(users);
    const hasAccount = (companyId: number, flag: "isActive" | "isFeatured") =>
      accounts.some((u) => u.companyId === companyId && u[flag]);
    const rows = await t.db
      .select({ ...vehicleColumns, isCompanyArchived: companies.isArchived })
      .from(vehicles)
      .innerJoin(companies, vehicleCompanyJoin)
      .leftJoin(images, coverImageJoin)
      .orderBy(vehicles.id);
    const listed = rows.filter((v) => !v.isArchived && !v.isCompanyArchived && hasAccount(v.companyId, "isActive"));
    expect(await t.db.select().from(listedVehicles).orderBy(listedVehicles.vehicleId)).toEqual(
      listed.map((v) => ({
        vehicleId: v.id,
        companyId: v.companyId,
        isFeatured: hasAccount(v.companyId, "isFeatured"),
        type: v.type,
        name: `${v.make} ${v.model}`,
        doors: v.doors,
        seats: v.seats,
        dailyPrice: v.dailyPrice,
        deposit: v.deposit,
        image: v.image,
        make: v.make,
        model: v.model,
        year: v.year,
        fuelType: v.fuelType,
        transmission: v.transmission,
        is4x4: v.is4x4,
        weeklyPrice: v.weeklyPrice,
        monthlyPrice: v.monthlyPrice,
        available: v.available,
        createdAt: v.createdAt,
        updatedAt: v.updatedAt,
        companyName: v.company.name,
        companyPhone: v.company.phone,
        imageColor: v.imageColor,
        currency: v.currency,
        dailyPriceUsd: inUsDollars(v.dailyPrice, v.currency),
        depositUsd: inUsDollars(v.deposit, v.currency),
        companyRating: v.company.rating,
        companyReviewCount: v.company.reviewCount,
        // These companies set no places: the spec's five (tests/api/vehicle-search-pickup.test.ts has the rest).
        pickupPlaces: DEFAULT_PLACES.places.map(placeKey),
      })),
    );
    const answer = (vehicles: typeof listed) => JSON.stringify(z.encode(z.array(publicVehicle), vehicles));
    const inSearchOrder = listed.toSorted(
      (a, b) =>
        Number(hasAccount(b.companyId, "isFeatured")) - Number(hasAccount(a.companyId, "isFeatured")) || a.id - b.id,
    );
    const paging = { page: 1, pageSize: 100 };
    expect((await searchListedVehicles(t.db, {}, paging)).json).toBe(answer(inSearchOrder));
    // A day no period reaches and before any vehicle's papers expire (day 100 at the soonest).
    const anyDay = { start: addDays(today, 60), end: addDays(today, 61) };
    expect((await searchListedVehicles(t.db, anyDay, paging)).json).toBe(answer(inSearchOrder));
    for (const companyId of new Set(listed.map((v) => v.companyId))) {
      const fleet = listed
        .filter((v) => v.companyId === companyId)
        .toSorted((a, b) => a.dailyPrice - b.dailyPrice || a.id - b.id); // one company, one currency
      expect((await listCompanyListedVehicles(t.db, companyId)).json).toBe(answer(fleet));
    }
  }

  it("answers each listed vehicle exactly as JSON.stringify writes the contract", async () => {
    const { company } = await createCompany(t.db, {
      name: 'Ti "Bwa" \\ Rentals\n\u0001 é 🚙 \u2028',
      phone: "+1 (767) 555",
    });
    await createVehicle(t.db, { companyId: company.id, make: "Land\tRover", model: '"Defender" </script>' });
    await createVehicle(t.db, {
      companyId: company.id,
      dailyPrice: 59.5,
      weeklyPrice: 0.01,
      monthlyPrice: 99999999.99,
      deposit: 0,
      image: 'https://example.com/a.webp?x=1&y="2"',
      available: false,
      is4x4: true,
    });
    await expectListingInSync();
  });

  it("follows every write that changes what visitors see", async () => {
    const a = await createCompany(t.db);
    const b = await createCompany(t.db);
    const first = await createVehicle(t.db, { companyId: a.company.id });
    const second = await createVehicle(t.db, { companyId: a.company.id });
    await createVehicle(t.db, { companyId: b.company.id });
    const cover = await createStoredImage(t.db);
    const uncoloured = await createStoredImage(t.db, { color: null });
    await expectListingInSync();
    const steps = [
      () => t.db.update(vehicles).set({ image: cover.url, imageId: cover.imageId }).where(eq(vehicles.id, first.id)),
      () =>
        t.db
          .update(vehicles)
          .set({ image: uncoloured.url, imageId: uncoloured.imageId })
          .where(eq(vehicles.id, second.id)),
      // A colour computed late (completeImageVariants) reaches the listings whose cover it is.
      () => t.db.update(images).set({ color: "#a0b0c0" }).where(eq(images.id, uncoloured.imageId)),
      () => t.db.update(images).set({ color: "#0a0b0c" }).where(eq(images.id, cover.imageId)),
      () => t.db.delete(images).where(eq(images.id, uncoloured.imageId)),
      () => t.db.update(vehicles).set({ isArchived: true }).where(eq(vehicles.id, first.id)),
      () => t.db.update(vehicles).set({ dailyPrice: 42.25, updatedAt: new Date() }).where(eq(vehicles.id, second.id)),
      () => t.db.update(vehicles).set({ is4x4: true, transmission: "manual" }).where(eq(vehicles.id, second.id)),
      () => t.db.update(vehicles).set({ seats: 7, image: null }).where(eq(vehicles.id, second.id)),
      () => t.db.update(vehicles).set({ companyId: b.company.id }).where(eq(vehicles.id, second.id)),
      () =>
        t.db.update(companies).set({ name: "Renamed", phone: "767-000-0000" }).where(eq(companies.id, b.company.id)),
      () => t.db.update(companies).set({ currency: "XCD" }).where(eq(companies.id, b.company.id)),
      () => t.db.update(users).set({ isFeatured: true }).where(eq(users.id, a.user.id)),
      () => t.db.update(vehicles).set({ isArchived: false }).where(eq(vehicles.id, first.id)),
      () => t.db.update(users).set({ isActive: false }).where(eq(users.id, b.user.id)),
      () => t.db.update(companies).set({ isArchived: true }).where(eq(companies.id, a.company.id)),
      () => t.db.update(companies).set({ isArchived: false }).where(eq(companies.id, a.company.id)),
      () => t.db.update(users).set({ isActive: true }).where(eq(users.id, b.user.id)),
      () => t.db.delete(users).where(eq(users.id, a.user.id)),
      () => t.db.delete(vehicles).where(eq(vehicles.id, second.id)),
      () => t.db.delete(companies).where(eq(companies.id, b.company.id)),
    ];
    for (const step of steps) {
      await step();
      await expectListingInSync();
    }
  });

  // Only PostgreSQL runs transactions side by side: the second writer must wait for the first and
  // then read what it committed (a company renamed while one of its vehicles is edited).
  it.skipIf(!process.env.DATABASE_URL)(
    "stays right when a company and its vehicle change at the same time",
    async () => {
      for (const companyFirst of [true, false]) {
        const { company } = await createCompany(t.db);
        const vehicle = await createVehicle(t.db, { companyId: company.id });
        const renameCompany = (tx: Db) =>
          tx
            .update(companies)
            .set({ name: `Renamed ${company.id}` })
            .where(eq(companies.id, company.id));
        const editVehicle = (tx: Db) => tx.update(vehicles).set({ dailyPrice: 77 }).where(eq(vehicles.id, vehicle.id));
        const [first, second] = companyFirst ? [renameCompany, editVehicle] : [editVehicle, renameCompany];
        let commitFirst = () => {};
        let firstWrote = () => {};
        const wrote = new Promise<void>((resolve) => {
          firstWrote = resolve;
        });
        const firstTx = t.db.transaction(async (tx) => {
          await first(tx);
          firstWrote();
          await new Promise<void>((resolve) => {
            commitFirst = resolve;
          });
        });
        await wrote;
        const secondTx = t.db.transaction(async (tx) => {
          await second(tx);
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        commitFirst();
        await Promise.all([firstTx, secondTx]);
        await expectListingInSync();
      }
    },
  );
});
