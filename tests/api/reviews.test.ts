import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { bookings, companies, mailOutbox, reviews } from "../../src/server/db/schema";
import { eraseRenterDetails } from "../../src/server/requests/erase-renter-details";
import { inviteCompletedBookings, publishDueReviews } from "../../src/server/reviews/review-round";
import { createBooking, createUser, createVehicle } from "../helpers/factories";
import { rendered } from "../helpers/mails";
import {
  adminOnlyMatrix,
  headersAs,
  type MatrixActor,
  setUpActors,
  setUpRenter,
  setUpTestApp,
  TEST_PUBLIC_URL,
} from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);
const renter = setUpRenter(t);
const today = todayInDominica();
const DAY_MS = 86_400_000;
let vehicleId: number;

beforeAll(async () => {
  vehicleId = (await createVehicle(t.db, { companyId: actors.own.company.id })).id;
});

afterEach(async () => {
  await t.db.delete(mailOutbox);
  // The file writes more reviews from one address than an hour allows (the limit is its own test).
  await t.app.rateLimits.clear("reviews:write:127.0.0.1");
});

let renterCount = 0;
/** A completed rental of the own company's vehicle, by a visitor with a name and nationality. */
async function completedRental(status: "completed" | "confirmed" = "completed") {
  const customer = await createUser(t.db, { role: "customer" });
  const n = ++renterCount;
  return createBooking(t.db, {
    userId: customer.id,
    vehicleId,
    startDate: addDays(today, -10 - n * 3),
    endDate: addDays(today, -9 - n * 3),
    status,
    language: n % 2 === 0 ? "fr" : "en",
    renterEmail: `renter${n}@example.com`,
    renter: { fullName: `Marie${n} Dupont`, nationality: "France" },
  });
}

const mail = () => ({ queue: t.app.mail.queue, wake: async () => {}, enabled: false });

/** Invites the rental's renter and answers the secret of the mail's link. */
async function invitationToken(bookingId: number): Promise<string> {
  await inviteCompletedBookings(t.db, mail());
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, bookingId));
  const [invitation] = await rendered(t.db, rows);
  const match = invitation?.textBody.match(/\/reviews\/([A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error(`no review link in ${invitation?.textBody}`);
  return match[1];
}

const review = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  rating: 5,
  ratings: { condition: 5, cleanliness: 4, handover: 5, communication: 5 },
  comment: "Clean car, easy pick-up at the airport.",
  ...overrides,
});

const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/reviews", payload: payload as object });
const companyReviews = async () =>
  (await t.app.inject({ method: "GET", url: `/api/companies/${actors.own.company.id}/reviews` })).json();

async function writtenReview(overrides: Record<string, unknown> = {}) {
  const booking = await completedRental();
  const token = await invitationToken(booking.id);
  const created = await post(review(token, overrides));
  expect(created.statusCode, created.body).toBe(201);
  return { booking, id: created.json().id as number };
}

async function publishedReview(overrides: Record<string, unknown> = {}) {
  const written = await writtenReview(overrides);
  const noted = await t.app.inject({
    method: "PUT",
    url: `/api/company/bookings/${written.booking.id}/note`,
    headers: { cookie: actors.own.cookie },
    payload: { note: "Returned on time." },
  });
  expect(noted.statusCode, noted.body).toBe(200);
  return written;
}

describe("invitations", () => {
  it("mails the renter of every completed booking once, in their language, with a link of 14 days", async () => {
    const english = await completedRental();
    const french = await completedRental();
    const confirmed = await completedRental("confirmed");
    await inviteCompletedBookings(t.db, mail());
    // A second round, as another instance's would, invites nobody again.
    await inviteCompletedBookings(t.db, mail());
    const rows = await t.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map((row) => [row.kind, row.bookingId, row.toAddress])).toEqual([
      ["review-invitation", english.id, english.renterEmail],
      ["review-invitation", french.id, french.renterEmail],
    ]);
    const [en, fr] = await rendered(t.db, rows);
    expect(en?.subject).toContain("How was your rental");
    expect(en?.textBody).toContain(`${TEST_PUBLIC_URL}/reviews/`);
    expect(fr?.subject).toContain("Votre avis");
    const [invited] = await t.db.select().from(reviews).where(eq(reviews.bookingId, english.id));
    expect(invited?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.round(((invited?.windowEndsAt.getTime() ?? 0) - (invited?.createdAt.getTime() ?? 0)) / DAY_MS)).toBe(
      14,
    );
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, confirmed.id))).toEqual([]);
  });

  it("shows the review page what the link is about, and refuses an unknown or malformed one", async () => {
    const booking = await completedRental();
    const token = await invitationToken(booking.id);
    const page = await t.app.inject({ method: "GET", url: `/api/review-invitations/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.json()).toMatchObject({ companyName: actors.own.company.name, startDate: booking.startDate });
    const unknown = await t.app.inject({ method: "GET", url: `/api/review-invitations/${"x".repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: "GET", url: "/api/review-invitations/short" });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("POST /api/reviews", () => {
  it("keeps a review once per booking: the link is spent", async () => {
    const booking = await completedRental();
    const token = await invitationToken(booking.id);
    const created = await post(review(token));
    expect(created.statusCode, created.body).toBe(201);
    const again = await post(review(token));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toContain("not valid any more");
    const [kept] = await t.db.select().from(reviews).where(eq(reviews.bookingId, booking.id));
    expect(kept).toMatchObject({ rating: 5, cleanlinessRating: 4, renterCountry: "France", tokenHash: null });
    expect(kept?.renterName).toMatch(/^Marie\d+$/);
  });

  it("refuses a link whose 14 days are over, and one of a booking no longer completed", async () => {
    const expired = await completedRental();
    const token = await invitationToken(expired.id);
    await t.db
      .update(reviews)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(reviews.bookingId, expired.id));
    const late = await post(review(token));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain("expired");

    const reopened = await completedRental();
    const second = await invitationToken(reopened.id);
    await t.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, reopened.id));
    expect((await post(review(second))).statusCode).toBe(404);
  });

  it.each([
    ["rating", { rating: 0 }, "Overall rating must be 1 to 5 stars"],
    ["rating", { rating: 6 }, "Overall rating must be 1 to 5 stars"],
    ["rating", { rating: 4.5 }, "Overall rating must be 1 to 5 stars"],
    [
      "ratings.handover",
      { ratings: { condition: 5, cleanliness: 5, handover: 0, communication: 5 } },
      "Pick-up and return must be 1 to 5 stars",
    ],
    [
      "ratings.condition",
      { ratings: { cleanliness: 5, handover: 5, communication: 5 } },
      "The car's condition must be 1 to 5 stars",
    ],
    ["comment", { comment: "x".repeat(1001) }, "The comment must be at most 1000 characters"],
    ["comment", { comment: "Great \u202Emoc.live\u202C" }, "Remove the invisible text-direction characters"],
    ["token", { token: "not-a-secret" }, "This review link is not valid"],
  ])("refuses %s: %j", async (field, overrides, message) => {
    const response = await post(review("A".repeat(43), overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it("needs no comment", async () => {
    const booking = await completedRental();
    const token = await invitationToken(booking.id);
    const created = await post(review(token, { comment: undefined }));
    expect(created.statusCode, created.body).toBe(201);
  });
});

describe("publication", () => {
  it("waits for the company's note or the window's end, whichever is first, then counts in the rating", async () => {
    await t.db.delete(reviews);
    await t.db.update(companies).set({ rating: null, reviewCount: 0 }).where(eq(companies.id, actors.own.company.id));
    const first = await writtenReview({ rating: 5 });
    expect((await companyReviews()).reviews).toEqual([]);
    expect((await companyReviews()).reviewCount).toBe(0);

    // The company notes the rental: the review is published at once.
    const noted = await t.app.inject({
      method: "PUT",
      url: `/api/company/bookings/${first.booking.id}/note`,
      headers: { cookie: actors.own.cookie },
      payload: { note: "Lovely renter." },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    let page = await companyReviews();
    expect(page).toMatchObject({ rating: 5, reviewCount: 1, total: 1 });
    expect(JSON.stringify(page)).not.toContain("Lovely renter");

    // Another review waits for its window to close.
    const second = await writtenReview({ rating: 4 });
    await publishDueReviews(t.db);
    expect((await companyReviews()).reviewCount).toBe(1);
    await t.db
      .update(reviews)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(reviews.id, second.id));
    expect(await publishDueReviews(t.db)).toBe(1);
    page = await companyReviews();
    expect(page).toMatchObject({ rating: 4.5, reviewCount: 2, total: 2 });
    expect(page.reviews.map((shown: { id: number }) => shown.id)).toEqual([second.id, first.id]);

    const company = (await t.app.inject({ method: "GET", url: `/api/companies/${actors.own.company.id}` })).json();
    expect(company).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const byVehicle = await t.app.inject({ method: "GET", url: `/api/vehicles/${vehicleId}/reviews?pageSize=1` });
    expect(byVehicle.json()).toMatchObject({ total: 2, pageSize: 1, rating: 4.5 });
    expect(byVehicle.json().reviews).toHaveLength(1);
    // Past the last page the total is still told (no row of the page carries it).
    const pastEnd = await t.app.inject({ method: "GET", url: `/api/vehicles/${vehicleId}/reviews?pageSize=1&page=3` });
    expect(pastEnd.json()).toMatchObject({ total: 2, reviews: [] });
  });

  it("publishes a review written after the note at once", async () => {
    const booking = await completedRental();
    const token = await invitationToken(booking.id);
    await t.app.inject({
      method: "PUT",
      url: `/api/company/bookings/${booking.id}/note`,
      headers: { cookie: actors.own.cookie },
      payload: { note: "Fine." },
    });
    const created = await post(review(token));
    expect(created.statusCode).toBe(201);
    const [kept] = await t.db.select().from(reviews).where(eq(reviews.id, created.json().id));
    expect(kept?.publishedAt).not.toBeNull();
  });

  it("answers 404 for the reviews of an unknown company or vehicle", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/companies/999999/reviews" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/vehicles/999999/reviews" })).statusCode).toBe(404);
  });
});

describe("the company's note", () => {
  it.each<[string, MatrixActor, number]>([
    ["visitor", "anonymous", 401],
    ["renter", "renter", 403],
    ["another company", "other", 404],
    ["admin", "admin", 403],
    ["own company", "own", 200],
  ])("%s (%s) writing it: %i", async (_, actor, status) => {
    const booking = await completedRental();
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/company/bookings/${booking.id}/note`,
      headers: headersAs(actors, renter, actor),
      payload: { note: "Kept the car tidy." },
    });
    expect(response.statusCode, response.body).toBe(status);
    const read = await t.app.inject({
      method: "GET",
      url: `/api/company/bookings/${booking.id}/note`,
      headers: headersAs(actors, renter, actor),
    });
    expect(read.statusCode).toBe(status);
    if (status === 200) expect(read.json()).toMatchObject({ bookingId: booking.id, note: "Kept the car tidy." });
  });

  it("is written on a completed rental only, and bounded", async () => {
    const booking = await completedRental("confirmed");
    const put = (note: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/company/bookings/${booking.id}/note`,
        headers: { cookie: actors.own.cookie },
        payload: { note },
      });
    expect((await put("Early.")).statusCode).toBe(409);
    const tooLong = await put("x".repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toContainEqual({ field: "note", message: "The note must be 1 to 1000 characters" });
  });
});

describe("POST /api/reviews/:id/reply", () => {
  it.each<[string, MatrixActor, number]>([
    ["visitor", "anonymous", 401],
    ["renter", "renter", 403],
    ["another company", "other", 404],
    ["admin", "admin", 403],
    ["own company", "own", 200],
  ])("%s (%s) answering: %i", async (_, actor, status) => {
    const { id } = await publishedReview();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/reviews/${id}/reply`,
      headers: headersAs(actors, renter, actor),
      payload: { reply: "Thank you, come back soon!" },
    });
    expect(response.statusCode, response.body).toBe(status);
  });

  it("answers once, a published review only, shown beneath it", async () => {
    const waiting = await writtenReview();
    const reply = (id: number, text = "Thank you!") =>
      t.app.inject({
        method: "POST",
        url: `/api/reviews/${id}/reply`,
        headers: { cookie: actors.own.cookie },
        payload: { reply: text },
      });
    expect((await reply(waiting.id)).statusCode).toBe(404);
    const { id } = await publishedReview();
    const first = await reply(id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ reply: "Thank you!", status: "published" });
    expect((await reply(id, "Again")).statusCode).toBe(409);
    const empty = await reply(id, "  ");
    expect(empty.statusCode).toBe(400);
    const shown = (await companyReviews()).reviews.find((r: { id: number }) => r.id === id);
    expect(shown?.reply).toBe("Thank you!");
  });
});

describe("admin", () => {
  it.each(adminOnlyMatrix)("%s (%s) listing every review: %i", async (_, actor, status) => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/reviews",
      headers: headersAs(actors, renter, actor),
    });
    expect(response.statusCode).toBe(status);
  });

  it.each(adminOnlyMatrix)("%s (%s) hiding a review: %i", async (_, actor, status) => {
    const { id } = await publishedReview();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/reviews/${id}/hide`,
      headers: headersAs(actors, renter, actor),
      payload: { reason: "abuse" },
    });
    expect(response.statusCode, response.body).toBe(status);
  });

  it("hides a review with its reason: it leaves the rating, and renter and company are mailed", async () => {
    const { id, booking } = await publishedReview({ rating: 1 });
    const before = (await companyReviews()).reviewCount;
    await t.db.delete(mailOutbox);
    const hide = (reason: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/reviews/${id}/hide`,
        headers: { cookie: actors.admin.cookie },
        payload: { reason },
      });
    const wrong = await hide("boring");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContainEqual({
      field: "reason",
      message: "Choose a reason: abuse, personal data or unrelated",
    });
    const hidden = await hide("personal_data");
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ status: "hidden", hiddenReason: "personal_data" });
    expect((await hide("abuse")).statusCode).toBe(409);
    const page = await companyReviews();
    expect(page.reviewCount).toBe(before - 1);
    expect(page.reviews.map((r: { id: number }) => r.id)).not.toContain(id);
    const mails = await rendered(t.db, t.db.select().from(mailOutbox).orderBy(mailOutbox.id));
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
      ["review-hidden", booking.renterEmail],
      ["review-hidden", actors.own.company.contactEmail],
    ]);
    expect(mails[1]?.textBody).toContain("personal data");
    const all = (
      await t.app.inject({
        method: "GET",
        url: "/api/admin/reviews?pageSize=50",
        headers: { cookie: actors.admin.cookie },
      })
    ).json();
    expect(all.reviews.find((r: { id: number }) => r.id === id)?.status).toBe("hidden");
  });
});

describe("rate limits", () => {
  it("refuses the 21st review from one address within an hour", async () => {
    for (let i = 0; i < 20; i++) expect((await post(review("B".repeat(43)))).statusCode).toBe(404);
    const refused = await post(review("B".repeat(43)));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain("Too many reviews from this address");
  });
});

describe("erasure", () => {
  it("turns the renter's first name and country into nothing, keeping the review", async () => {
    const { id, booking } = await publishedReview();
    await eraseRenterDetails(t.db, 1, new Date(`${addDays(booking.endDate, 5)}T12:00:00Z`));
    const [kept] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(kept).toMatchObject({ renterName: null, renterCountry: null, rating: 5 });
  });
});
