import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { bookings, images, mailOutbox, reviews, vehicles, vehicleUnavailability } from "../../src/server/db/schema";
import { createBooking, createReview, createUnavailability, createUser, createVehicle } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { makeImage } from "../helpers/images";
import { rendered } from "../helpers/mails";
import { filledRequestForm } from "../helpers/request-form";
import { login, ownerOrAdminMatrix, setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);

const today = todayInDominica();
// The wire payload carries the insurance date as an instant; the server keeps its day.
const vehiclePayload = (overrides: Record<string, unknown> = {}) =>
  validVehicleInput({ insuranceExpiryDate: `${addDays(today, 100)}T00:00:00.000Z`, ...overrides }, today);

const post = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/vehicles", payload: payload as object, headers: cookie ? { cookie } : {} });
const imageCount = async () => (await t.db.select({ id: images.id }).from(images)).length;

describe("GET /api/company/vehicles", () => {
  it("lists only the company's own vehicles, archived ones included", async () => {
    const own = await createVehicle(t.db, { companyId: actors.own.company.id });
    const archived = await createVehicle(t.db, { companyId: actors.own.company.id, isArchived: true });
    const others = await createVehicle(t.db, { companyId: actors.other.company.id });
    const response = await t.app.inject({ url: "/api/company/vehicles", headers: { cookie: actors.own.cookie } });
    expect(response.statusCode).toBe(200);
    const ids = response.json<{ id: number }[]>().map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining([own.id, archived.id]));
    expect(ids).not.toContain(others.id);
  });

  it("answers 401 to a visitor and 'Company ID not found' to a user without a company", async () => {
    expect((await t.app.inject({ url: "/api/company/vehicles" })).statusCode).toBe(401);
    const response = await t.app.inject({ url: "/api/company/vehicles", headers: { cookie: actors.admin.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Company ID not found");
  });
});

describe("POST /api/vehicles", () => {
  it("creates a vehicle in the user's company and stores dates as days", async () => {
    const response = await post(actors.own.cookie, vehiclePayload({ companyId: actors.own.company.id }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      make: "Suzuki",
      companyId: actors.own.company.id,
      insuranceExpiryDate: addDays(today, 100),
      image: null,
      company: { id: actors.own.company.id },
    });
  });

  it("refuses a visitor (401) and another company's id (403)", async () => {
    expect((await post(undefined, vehiclePayload())).statusCode).toBe(401);
    const response = await post(actors.own.cookie, vehiclePayload({ companyId: actors.other.company.id }));
    expect(response.statusCode).toBe(403);
  });

  it("lets an admin add a vehicle to a named company", async () => {
    const response = await post(actors.admin.cookie, vehiclePayload({ companyId: actors.other.company.id }));
    expect(response.statusCode).toBe(201);
    expect(response.json().companyId).toBe(actors.other.company.id);
  });

  const invalidCases: [string, Record<string, unknown>, string, string][] = [
    ["missing make", { make: "" }, "make", "Make is required"],
    ["missing model", { model: " " }, "model", "Model is required"],
    ["unknown fuel", { fuelType: "steam" }, "fuelType", "Fuel type is required"],
    ["unknown transmission", { transmission: "cvt" }, "transmission", "Transmission type is required"],
    ["negative daily price", { dailyPrice: -1 }, "dailyPrice", "Daily price must be greater than 0"],
    ["negative weekly price", { weeklyPrice: -1 }, "weeklyPrice", "Weekly price must be greater than 0"],
    ["negative monthly price", { monthlyPrice: -1 }, "monthlyPrice", "Monthly price must be greater than 0"],
    ["negative deposit", { deposit: -5 }, "deposit", "Deposit must be greater than or equal to 0"],
    ["year too old", { year: 1899 }, "year", "Year must be 1900 or later"],
    ["year too new", { year: Number(today.slice(0, 4)) + 2 }, "year", "Year cannot be later than next year"],
    ["one door", { doors: 1 }, "doors", "Doors must be between 2 and 5"],
    ["ten seats", { seats: 10 }, "seats", "Seats must be between 2 and 9"],
    [
      "insurance expired today",
      { insuranceExpiryDate: today },
      "insuranceExpiryDate",
      "Insurance expiry date must be in the future",
    ],
    [
      "license in the past",
      { licenseExpiryDate: addDays(today, -1) },
      "licenseExpiryDate",
      "License expiry date must be in the future",
    ],
    ["service date garbage", { lastServiceDate: "soon" }, "lastServiceDate", "Last service date must be a valid date"],
  ];
  it.each(invalidCases)("answers 400 for %s naming %s", async (_name, overrides, field, message) => {
    const response = await post(actors.own.cookie, vehiclePayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });
});

describe("image upload", () => {
  it.each(["png", "jpeg"] as const)("accepts a real %s and serves it as WebP", async (format) => {
    const { dataUrl } = await makeImage(format, 1200, 800);
    const response = await post(actors.own.cookie, vehiclePayload({ image: dataUrl }));
    expect(response.statusCode).toBe(201);
    const { image } = response.json<{ image: string }>();
    expect(image).toMatch(/^\/api\/images\/\d+$/);
    for (const url of [image, `${image}?variant=thumb`]) {
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.rawPayload.subarray(8, 12).toString("ascii")).toBe("WEBP");
    }
  });

  it("refuses a text file posing as a PNG with 400 and stores nothing", async () => {
    const before = await imageCount();
    const vehiclesBefore = (await t.db.select().from(vehicles)).length;
    const fake = `data:image/png;base64,${Buffer.from("just some text, honestly").toString("base64")}`;
    const response = await post(actors.own.cookie, vehiclePayload({ image: fake }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The file is not a valid image");
    expect(await imageCount()).toBe(before);
    expect((await t.db.select().from(vehicles)).length).toBe(vehiclesBefore);
  });

  it("refuses an image over 5 MB with 413 and stores nothing", async () => {
    // Random pixels do not compress, so this PNG really weighs more than 5 MB.
    const sharp = (await import("sharp")).default;
    const width = 1600;
    const height = 1200;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const bytes = await sharp(noise, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(6 * 1024 * 1024 + 1);
    const before = await imageCount();
    const response = await post(
      actors.own.cookie,
      vehiclePayload({ image: `data:image/png;base64,${bytes.toString("base64")}` }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Image must be at most 5MB");
    expect(await imageCount()).toBe(before);
  });

  it("accepts an https image URL and refuses borrowing another vehicle's stored image", async () => {
    const withUrl = await post(actors.own.cookie, vehiclePayload({ image: "https://example.com/jimny.jpg" }));
    expect(withUrl.json().image).toBe("https://example.com/jimny.jpg");
    const theirs = await post(actors.other.cookie, vehiclePayload({ image: (await makeImage()).dataUrl }));
    const borrowed = await post(actors.own.cookie, vehiclePayload({ image: theirs.json().image }));
    expect(borrowed.statusCode).toBe(400);
  });
});

describe("PATCH /api/vehicles/:id", () => {
  it("updates the owner's vehicle, replacing its image and removing the old one", async () => {
    const created = (await post(actors.own.cookie, vehiclePayload({ image: (await makeImage("png")).dataUrl }))).json();
    const before = await imageCount();
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/vehicles/${created.id}`,
      headers: { cookie: actors.own.cookie },
      payload: vehiclePayload({ dailyPrice: 80, image: (await makeImage("jpeg")).dataUrl }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, dailyPrice: 80 });
    expect(response.json().image).not.toBe(created.image);
    expect(await imageCount()).toBe(before);
    expect((await t.app.inject({ url: created.image })).statusCode).toBe(404);

    const kept = await t.app.inject({
      method: "PATCH",
      url: `/api/vehicles/${created.id}`,
      headers: { cookie: actors.own.cookie },
      payload: vehiclePayload({ image: response.json().image }),
    });
    expect(kept.json().image).toBe(response.json().image);
  });

  it("answers 400 with the spec's message", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/vehicles/${vehicle.id}`,
      headers: { cookie: actors.own.cookie },
      payload: vehiclePayload({ make: "" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: "make", message: "Make is required" });
  });

  it.each(ownerOrAdminMatrix(200))("as %s answers %i", async (_name, actor, status) => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const cookie = actor === "anonymous" ? undefined : actors[actor].cookie;
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/vehicles/${vehicle.id}`,
      headers: cookie ? { cookie } : {},
      payload: vehiclePayload({ model: "Updated" }),
    });
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.json().message).toBe(`Vehicle ID ${vehicle.id} not found`);
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row?.model).toBe(status === 200 ? "Updated" : "Corolla");
  });

  it("answers 404 for a missing vehicle", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/vehicles/999999",
      headers: { cookie: actors.own.cookie },
      payload: vehiclePayload(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Vehicle ID 999999 not found");
  });
});

describe("DELETE /api/vehicles/:id", () => {
  it("removes the vehicle with its finished bookings, reviews, periods and image, and says what went", async () => {
    const created = (await post(actors.own.cookie, vehiclePayload({ image: (await makeImage()).dataUrl }))).json();
    const customer = await createUser(t.db);
    // Only bookings that are over or never became rentals: those do not hold the deletion back.
    const pastBooking = await createBooking(t.db, {
      userId: customer.id,
      vehicleId: created.id,
      startDate: addDays(today, -5),
      endDate: addDays(today, -1),
      status: "confirmed",
    });
    await createBooking(t.db, {
      userId: customer.id,
      vehicleId: created.id,
      startDate: addDays(today, 3),
      endDate: addDays(today, 4),
      status: "cancelled",
    });
    await createReview(t.db, { bookingId: pastBooking.id });
    await createUnavailability(t.db, { vehicleId: created.id, startDate: today, endDate: today, reason: "Cleaning" });
    const before = await imageCount();

    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/vehicles/${created.id}`,
      headers: { cookie: actors.own.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Vehicle deleted",
      details: "Removed 2 bookings, 1 review, 1 unavailability period and 1 image.",
      removed: { bookings: 2, reviews: 1, unavailabilityPeriods: 1, images: 1 },
    });
    expect(await imageCount()).toBe(before - 1);
    for (const table of [bookings, reviews, vehicleUnavailability]) {
      expect(await t.db.select().from(table).where(eq(table.vehicleId, created.id))).toHaveLength(0);
    }
    expect(await t.db.select().from(vehicles).where(eq(vehicles.id, created.id))).toHaveLength(0);
  });

  it.each(ownerOrAdminMatrix(200))("as %s answers %i", async (_name, actor, status) => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const cookie = actor === "anonymous" ? undefined : actors[actor].cookie;
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/vehicles/${vehicle.id}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(status);
    const remaining = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(remaining).toHaveLength(status === 200 ? 0 : 1);
  });

  it("refuses a vehicle with pending or upcoming bookings, naming them, and keeps everything", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const customer = await createUser(t.db);
    const booked = (
      startDate: string,
      endDate: string,
      status: "pending" | "confirmed" | "completed",
      reference: string,
    ) => createBooking(t.db, { userId: customer.id, vehicleId: vehicle.id, startDate, endDate, status, reference });
    await booked(addDays(today, 20), addDays(today, 22), "pending", "DR-PEND2");
    await booked(addDays(today, -1), today, "confirmed", "DR-TODAY");
    await booked(addDays(today, -9), addDays(today, -8), "completed", "DR-DONE2");
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/vehicles/${vehicle.id}`,
      headers: { cookie: actors.own.cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("This vehicle has 2 bookings (DR-TODAY, DR-PEND2); archive it instead");
    expect(await t.db.select().from(bookings).where(eq(bookings.vehicleId, vehicle.id))).toHaveLength(3);
    expect(await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id))).toHaveLength(1);
  });

  it("answers 'Company ID not found' to a non-admin user without a company", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const loner = await createUser(t.db, { isActive: true });
    const cookie = await login(t.app, loner.username, loner.password);
    const response = await t.app.inject({ method: "DELETE", url: `/api/vehicles/${vehicle.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Company ID not found");
  });
});

describe("PATCH /api/vehicles/:id/archive", () => {
  it("keeps the vehicle's bookings and status pages, and declines its waiting requests with alternatives", async () => {
    const archived = await createVehicle(t.db, { companyId: actors.own.company.id, make: "Toyota", model: "RAV4" });
    // A cheap vehicle of the same company: the first alternative whatever else the file made.
    await createVehicle(t.db, { companyId: actors.own.company.id, make: "Suzuki", model: "Jimny", dailyPrice: 1 });
    const period = { startDate: addDays(today, 30), endDate: addDays(today, 32) };
    const send = async (email: string, startDate = period.startDate) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/booking-requests",
        payload: filledRequestForm(archived.id, { ...period, startDate }, { email }),
        remoteAddress: "198.51.100.30",
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { reference: string; statusUrl: string };
    };
    const waiting = await send("archived-waiting@example.com");
    const approved = await send("archived-approved@example.com", addDays(today, 31));
    const [approvedRow] = await t.db.select().from(bookings).where(eq(bookings.reference, approved.reference));
    await t.db
      .update(bookings)
      .set({ status: "confirmed" })
      .where(eq(bookings.id, approvedRow?.id ?? 0));
    await t.db.delete(mailOutbox);

    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/vehicles/${archived.id}/archive`,
      payload: { isArchived: true },
      headers: { cookie: actors.own.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: archived.id, isArchived: true });

    const statusOf = (statusUrl: string) =>
      t.app.inject({ url: `/api/booking-requests/${statusUrl.split("/").pop()}` });
    const waitingPage = await statusOf(waiting.statusUrl);
    expect(waitingPage.statusCode).toBe(200);
    expect(waitingPage.json()).toMatchObject({ status: "rejected" });
    const approvedPage = await statusOf(approved.statusUrl);
    expect(approvedPage.statusCode).toBe(200);
    expect(approvedPage.json()).toMatchObject({ status: "confirmed" });

    // Only the waiting renter hears of it, with the company's other vehicle free on those dates.
    const mails = await rendered(t.db, t.db.select().from(mailOutbox));
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([
      ["archived-waiting@example.com", `Request ${waiting.reference} declined`],
    ]);
    expect(mails[0]?.textBody).toContain("Free on your dates at the same company:\n- Suzuki Jimny");
  });
});
