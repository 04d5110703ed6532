import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { hideReview } from "../../src/server/reviews/manage-review";
import { publishReviewOfBooking } from "../../src/server/reviews/review-round";
import { createBooking, createCompany, createReview, createUser, createVehicle } from "../helpers/factories";
import { setUpTestApp } from "../helpers/test-app";

/**
 * "Top rated" (issue 40): the search by the company's shown rating, highest first, "New" companies
 * last, ties by the number of reviews then the default order; kept current as reviews are published
 * and hidden. The read model is held to SQL on this order by catalogue-read-model.test.ts.
 */
const t = setUpTestApp();
const day = (n: number) => addDays(todayInDominica(), n);

describe("GET /api/vehicles?sort=rating (Top rated)", () => {
  // Companies of their own, found by their make: rated ones by rating then count, "New" ones last.
  const rated: Record<string, number[]> = {};
  const topRated = async (query = "") =>
    (await t.app.inject({ url: `/api/vehicles?sort=rating&q=rated${query}` }))
      .json<{ id: number }[]>()
      .map((vehicle) => vehicle.id);
  const caughtUp = async () => {
    await t.app.catalogue.version.settle();
    await t.app.catalogue.model.idle();
  };

  beforeAll(async () => {
    const companiesByName = {
      newFeatured: { user: { isFeatured: true } },
      fewFours: { rating: 4.5, reviewCount: 2 },
      plain: {},
      manyFours: { rating: 4.5, reviewCount: 20 },
      fiveStars: { rating: 4.8, reviewCount: 3 },
    };
    for (const [name, overrides] of Object.entries(companiesByName)) {
      const { company } = await createCompany(t.db, overrides);
      rated[name] = [];
      for (const model of ["One", "Two"]) {
        rated[name].push((await createVehicle(t.db, { companyId: company.id, make: "Rated", model })).id);
      }
    }
    await caughtUp();
  });

  const expected = (...names: string[]) => names.flatMap((name) => rated[name] ?? []);

  it('lists the highest rated companies\' vehicles first, more reviews before fewer, "New" last', async () => {
    const order = expected("fiveStars", "manyFours", "fewFours", "newFeatured", "plain");
    expect(t.app.catalogue.model.current()).toBeDefined();
    expect(await topRated()).toEqual(order);
    expect(await topRated(`&start=${day(20)}&end=${day(22)}`)).toEqual(order);
    const pages: number[] = [];
    for (const page of [1, 2, 3, 4]) pages.push(...(await topRated(`&pageSize=3&page=${page}`)));
    expect(pages).toEqual(order);
  });

  it("follows a review published and hidden, in the read model and the cache", async () => {
    const { company } = await createCompany(t.db);
    const vehicle = await createVehicle(t.db, { companyId: company.id, make: "Rated", model: "Reviewed" });
    await caughtUp();
    expect((await topRated()).at(-1)).toBe(vehicle.id);

    const customer = await createUser(t.db, { role: "customer", isActive: true });
    const booking = await createBooking(t.db, {
      userId: customer.id,
      vehicleId: vehicle.id,
      startDate: day(-5),
      endDate: day(-3),
      status: "completed",
    });
    const review = await createReview(t.db, { bookingId: booking.id, rating: 5 });
    await t.db.transaction((tx) => publishReviewOfBooking(tx, booking.id, new Date()));
    await caughtUp();
    expect(t.app.catalogue.model.current()).toBeDefined();
    expect((await topRated())[0]).toBe(vehicle.id);

    const mail = { queue: t.app.mail.queue, wake: async () => {}, enabled: false };
    await hideReview(t.db, mail, review.id, "unrelated");
    await caughtUp();
    expect((await topRated()).at(-1)).toBe(vehicle.id);
  });
});
