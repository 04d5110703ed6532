import { and, eq, inArray, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { isCompanyPublic, isVehicleListed, vehicleCompanyJoin } from "../../src/server/db/public-listing";
import {
  bookings,
  companies,
  images,
  reviews,
  sessions,
  users,
  vehicles,
  vehicleUnavailability,
} from "../../src/server/db/schema";
import { updateVehicle } from "../../src/server/vehicles/queries";
import {
  createBooking,
  createCompany,
  createReview,
  createUnavailability,
  createUser,
  createVehicle,
} from "../helpers/factories";
import { makeImage } from "../helpers/images";
import { login, setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);

const today = todayInDominica();

type Method = "GET" | "PATCH" | "DELETE";
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

/** The vehicle ids a visitor may see: the same condition every public listing uses. */
async function listedVehicleIds(): Promise<number[]> {
  const rows = await t.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .innerJoin(companies, vehicleCompanyJoin)
    .where(isVehicleListed);
  return rows.map((row) => row.id);
}

async function isPublic(companyId: number): Promise<boolean> {
  const rows = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isCompanyPublic));
  return rows.length === 1;
}

describe("permission matrix: anonymous 401, company user 403, admin 200", () => {
  // Each route gets its own fresh target, so the admin's successful call never disturbs another case.
  const routes: [string, () => Promise<{ method: Method; url: string; payload?: unknown }>][] = [
    ["GET /api/companies/all", async () => ({ method: "GET", url: "/api/companies/all" })],
    [
      "PATCH /api/companies/:id",
      async () => {
        const { company } = await createCompany(t.db);
        return { method: "PATCH", url: `/api/companies/${company.id}`, payload: { isLandingPageEnabled: false } };
      },
    ],
    [
      "DELETE /api/admin/companies/:id",
      async () => {
        const { company } = await createCompany(t.db);
        return { method: "DELETE", url: `/api/admin/companies/${company.id}` };
      },
    ],
    ["GET /api/admin/users", async () => ({ method: "GET", url: "/api/admin/users" })],
    [
      "PATCH /api/admin/users/:id",
      async () => {
        const user = await createUser(t.db);
        return { method: "PATCH", url: `/api/admin/users/${user.id}`, payload: { isFeatured: true } };
      },
    ],
    ["GET /api/admin/vehicles", async () => ({ method: "GET", url: "/api/admin/vehicles" })],
    [
      "PATCH /api/admin/vehicles/:id",
      async () => {
        const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
        return { method: "PATCH", url: `/api/admin/vehicles/${vehicle.id}`, payload: { dailyPrice: 80 } };
      },
    ],
    [
      "PATCH /api/admin/vehicles/:id/type",
      async () => {
        const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
        return { method: "PATCH", url: `/api/admin/vehicles/${vehicle.id}/type`, payload: { type: "suv" } };
      },
    ],
  ];

  it.each(routes)("%s", async (_name, makeRequest) => {
    const { method, url, payload } = await makeRequest();
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    const asCompany = await call(method, url, actors.own.cookie, payload);
    expect(asCompany.statusCode).toBe(403);
    expect(asCompany.json().message).toBe("You must be an admin to do this");
    const asAdmin = await call(method, url, actors.admin.cookie, payload);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
  });

  it("answers 401 to a visitor before looking at the body", async () => {
    expect((await call("PATCH", "/api/admin/users/1", undefined, { isActive: "nonsense" })).statusCode).toBe(401);
  });

  it("PATCH /api/vehicles/:id/archive: visitor 401, owner 200, other company 404, admin 200", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const url = `/api/vehicles/${vehicle.id}/archive`;
    expect((await call("PATCH", url, undefined, { isArchived: true })).statusCode).toBe(401);
    const asOwner = await call("PATCH", url, actors.own.cookie, { isArchived: true });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().isArchived).toBe(true);
    const asOther = await call("PATCH", url, actors.other.cookie, { isArchived: false });
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json().message).toBe(`Vehicle ID ${vehicle.id} not found`);
    const asAdmin = await call("PATCH", url, actors.admin.cookie, { isArchived: false });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().isArchived).toBe(false);
  });
});

describe("GET /api/companies/all and GET /api/admin/users", () => {
  it("lists every company, archived ones too, with its account, flags and fleet size", async () => {
    const { company, user } = await createCompany(t.db, {
      isArchived: true,
      rating: 4.5,
      reviewCount: 2,
      user: { isActive: false, isFeatured: true },
    });
    await createVehicle(t.db, { companyId: company.id });
    await createVehicle(t.db, { companyId: company.id, isArchived: true });
    const response = await call("GET", "/api/companies/all", actors.admin.cookie);
    const row = response.json().find((c: { id: number }) => c.id === company.id);
    expect(row).toEqual({
      id: company.id,
      name: company.name,
      contactFullName: company.contactFullName,
      contactEmail: company.contactEmail,
      phone: company.phone,
      rating: 4.5,
      reviewCount: 2,
      isLandingPageEnabled: true,
      isArchived: true,
      currency: "USD",
      vehicleCount: 2,
      userId: user.id,
      username: user.username,
      isActive: false,
      isFeatured: true,
      status: "pending",
      rejectionReason: null,
      registeredAt: company.createdAt.toISOString(),
      requestsReceived: 0,
      requestsAnswered: 0,
      requestsExpired: 0,
      medianAnswerMinutes: null,
    });
  });

  it("says where each company's account stands: pending, active or suspended", async () => {
    const pending = await createCompany(t.db, { user: { isActive: false } });
    const active = await createCompany(t.db);
    const suspended = await createCompany(t.db, { user: { isActive: false, approvedAt: new Date() } });
    const rows: { id: number; status: string }[] = (
      await call("GET", "/api/companies/all", actors.admin.cookie)
    ).json();
    const statusOf = (id: number) => rows.find((row) => row.id === id)?.status;
    expect([pending, active, suspended].map(({ company }) => statusOf(company.id))).toEqual([
      "pending",
      "active",
      "suspended",
    ]);
  });

  it("lists users with their company and its vehicle count, never a password hash", async () => {
    const { company, user } = await createCompany(t.db);
    await createVehicle(t.db, { companyId: company.id });
    const response = await call("GET", "/api/admin/users", actors.admin.cookie);
    expect(response.body).not.toMatch(/passwordHash|scrypt/);
    const rows = response.json();
    expect(rows.find((u: { id: number }) => u.id === user.id)).toMatchObject({
      username: user.username,
      fullName: user.fullName,
      role: "company",
      isAdmin: false,
      company: { id: company.id, name: company.name },
      vehicleCount: 1,
    });
    expect(rows.find((u: { id: number }) => u.id === actors.admin.user.id)).toMatchObject({
      role: "admin",
      isAdmin: true,
      company: null,
      vehicleCount: 0,
    });
  });
});

describe("public effect of each admin toggle (checked with isCompanyPublic / isVehicleListed)", () => {
  it("activating a new company's user makes the company and its vehicles public; deactivating hides them", async () => {
    const { company, user } = await createCompany(t.db, { user: { isActive: false } });
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    expect(await isPublic(company.id)).toBe(false);
    expect(await listedVehicleIds()).not.toContain(vehicle.id);

    const activated = await call("PATCH", `/api/admin/users/${user.id}`, actors.admin.cookie, { isActive: true });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ id: user.id, isActive: true });
    expect(await isPublic(company.id)).toBe(true);
    expect(await listedVehicleIds()).toContain(vehicle.id);

    await call("PATCH", `/api/admin/users/${user.id}`, actors.admin.cookie, { isActive: false });
    expect(await isPublic(company.id)).toBe(false);
    expect(await listedVehicleIds()).not.toContain(vehicle.id);
  });

  it("archiving a company unlists it and its vehicles; restoring lists them again", async () => {
    const { company } = await createCompany(t.db);
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    const archived = await call("PATCH", `/api/companies/${company.id}`, actors.admin.cookie, { isArchived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id: company.id, isArchived: true, isLandingPageEnabled: true });
    expect(await isPublic(company.id)).toBe(false);
    expect(await listedVehicleIds()).not.toContain(vehicle.id);

    await call("PATCH", `/api/companies/${company.id}`, actors.admin.cookie, { isArchived: false });
    expect(await isPublic(company.id)).toBe(true);
    expect(await listedVehicleIds()).toContain(vehicle.id);
  });

  it("archiving a vehicle unlists only that vehicle; unarchiving lists it again", async () => {
    const { company } = await createCompany(t.db);
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    const sibling = await createVehicle(t.db, { companyId: company.id });
    await call("PATCH", `/api/vehicles/${vehicle.id}/archive`, actors.admin.cookie, { isArchived: true });
    const listed = await listedVehicleIds();
    expect(listed).not.toContain(vehicle.id);
    expect(listed).toContain(sibling.id);
    await call("PATCH", `/api/vehicles/${vehicle.id}/archive`, actors.admin.cookie, { isArchived: false });
    expect(await listedVehicleIds()).toContain(vehicle.id);
  });

  it("disabling the landing page keeps the company public but out of the companies page", async () => {
    const { company } = await createCompany(t.db);
    const response = await call("PATCH", `/api/companies/${company.id}`, actors.admin.cookie, {
      isLandingPageEnabled: false,
    });
    expect(response.json()).toMatchObject({ isLandingPageEnabled: false, isArchived: false });
    // The companies page lists public companies with the landing page enabled.
    const onCompaniesPage = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(isCompanyPublic, eq(companies.isLandingPageEnabled, true)));
    expect(onCompaniesPage.map((c) => c.id)).not.toContain(company.id);
    expect(await isPublic(company.id)).toBe(true);
  });

  it("featuring a company's user is stored on the user and shown on the company row", async () => {
    const { company, user } = await createCompany(t.db);
    const response = await call("PATCH", `/api/admin/users/${user.id}`, actors.admin.cookie, { isFeatured: true });
    expect(response.json()).toMatchObject({ isFeatured: true, isActive: true });
    const all = (await call("GET", "/api/companies/all", actors.admin.cookie)).json();
    expect(all.find((c: { id: number }) => c.id === company.id)).toMatchObject({ isFeatured: true });
  });
});

describe("PATCH /api/admin/users/:id", () => {
  it("deactivating a user ends all their sessions", async () => {
    const { user } = await createCompany(t.db);
    const cookie = await login(t.app, user.username, user.password);
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(200);
    await call("PATCH", `/api/admin/users/${user.id}`, actors.admin.cookie, { isActive: false });
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("refuses an admin deactivating their own account, and leaves it active", async () => {
    const response = await call("PATCH", `/api/admin/users/${actors.admin.user.id}`, actors.admin.cookie, {
      isActive: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("You cannot deactivate your own account");
    expect((await call("GET", "/api/user", actors.admin.cookie)).json().isActive).toBe(true);
  });

  it("answers 404 for an unknown user and 400 for an empty change", async () => {
    const missing = await call("PATCH", "/api/admin/users/999999", actors.admin.cookie, { isActive: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("User ID 999999 not found");
    const empty = await call("PATCH", `/api/admin/users/${actors.own.user.id}`, actors.admin.cookie, {});
    expect(empty.statusCode).toBe(400);
  });
});

describe("DELETE /api/admin/companies/:id", () => {
  it("removes the company with its users, sessions, vehicles, bookings, reviews, periods and images, leaving no orphans", async () => {
    const doomed = await createCompany(t.db);
    const second = await createUser(t.db, { companyId: doomed.company.id });
    const survivor = await createCompany(t.db);
    const survivorVehicle = await createVehicle(t.db, { companyId: survivor.company.id });
    const customer = await createUser(t.db, { role: "customer" });
    const withImage = await createVehicle(t.db, { companyId: doomed.company.id });
    await updateVehicle(t.db, withImage.id, { image: (await makeImage("png")).dataUrl });
    const plain = await createVehicle(t.db, { companyId: doomed.company.id, isArchived: true });
    await createUnavailability(t.db, { vehicleId: withImage.id, startDate: today, endDate: addDays(today, 2) });
    await createBooking(t.db, {
      userId: customer.id,
      vehicleId: withImage.id,
      startDate: addDays(today, 5),
      endDate: addDays(today, 7),
    });
    // The doomed company's user also booked another company's vehicle.
    await createBooking(t.db, {
      userId: second.id,
      vehicleId: survivorVehicle.id,
      startDate: today,
      endDate: today,
    });
    // Reviews of the doomed company's rentals, and one its user wrote of another company's.
    for (const [booker, vehicle, rating] of [
      [customer.id, withImage.id, 5],
      [customer.id, plain.id, 4],
      [second.id, survivorVehicle.id, 3],
    ] as const) {
      const booking = await createBooking(t.db, {
        userId: booker,
        vehicleId: vehicle,
        startDate: addDays(today, -20),
        endDate: addDays(today, -18),
        status: "completed",
      });
      await createReview(t.db, { bookingId: booking.id, rating });
    }
    const cookie = await login(t.app, doomed.user.username, doomed.user.password);
    const userIds = [doomed.user.id, second.id];
    const vehicleIds = [withImage.id, plain.id];
    const [{ imageId } = { imageId: null }] = await t.db
      .select({ imageId: vehicles.imageId })
      .from(vehicles)
      .where(eq(vehicles.id, withImage.id));
    expect(imageId).not.toBeNull();

    const response = await call("DELETE", `/api/admin/companies/${doomed.company.id}`, actors.admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Company successfully deleted",
      details: { users: 2, vehicles: 2, bookings: 5, reviews: 3, unavailabilityPeriods: 1, images: 1 },
    });

    expect(await t.db.select().from(companies).where(eq(companies.id, doomed.company.id))).toHaveLength(0);
    expect(await t.db.select().from(users).where(inArray(users.id, userIds))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(inArray(sessions.userId, userIds))).toHaveLength(0);
    expect(await t.db.select().from(vehicles).where(inArray(vehicles.id, vehicleIds))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(bookings)
        .where(or(inArray(bookings.vehicleId, vehicleIds), inArray(bookings.userId, userIds))),
    ).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(reviews)
        .where(
          or(
            eq(reviews.companyId, doomed.company.id),
            inArray(reviews.vehicleId, vehicleIds),
            inArray(reviews.userId, userIds),
          ),
        ),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(vehicleUnavailability).where(inArray(vehicleUnavailability.vehicleId, vehicleIds)),
    ).toHaveLength(0);
    expect(
      await t.db
        .select({ id: images.id })
        .from(images)
        .where(eq(images.id, imageId as number)),
    ).toHaveLength(0);
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(401);

    // Nothing of the other company went with it.
    expect(await t.db.select().from(vehicles).where(eq(vehicles.id, survivorVehicle.id))).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, survivor.user.id))).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, customer.id))).toHaveLength(1);
  });

  it("keeps an image another company's vehicle still shows", async () => {
    const doomed = await createCompany(t.db);
    const survivor = await createCompany(t.db);
    const vehicle = await createVehicle(t.db, { companyId: doomed.company.id });
    const updated = await updateVehicle(t.db, vehicle.id, { image: (await makeImage("png")).dataUrl });
    const other = await createVehicle(t.db, { companyId: survivor.company.id });
    await updateVehicle(t.db, other.id, { image: updated?.image ?? null });
    const response = await call("DELETE", `/api/admin/companies/${doomed.company.id}`, actors.admin.cookie);
    expect(response.json().details.images).toBe(0);
    expect((await call("GET", updated?.image ?? "")).statusCode).toBe(200);
  });

  it("answers 404 with a message for an unknown company", async () => {
    const response = await call("DELETE", "/api/admin/companies/999999", actors.admin.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Company ID 999999 not found");
  });

  it("refuses to delete the company of the acting admin", async () => {
    const { company } = await createCompany(t.db);
    const admin = await createUser(t.db, { isAdmin: true, isActive: true, companyId: company.id });
    const cookie = await login(t.app, admin.username, admin.password);
    const response = await call("DELETE", `/api/admin/companies/${company.id}`, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("You cannot delete the company of your own account");
    expect(await t.db.select().from(companies).where(eq(companies.id, company.id))).toHaveLength(1);
  });
});

describe("GET /api/admin/vehicles", () => {
  it("lists every vehicle, archived ones and those of hidden companies too, with its company", async () => {
    const { company } = await createCompany(t.db, { isArchived: true, user: { isActive: false } });
    const archived = await createVehicle(t.db, { companyId: company.id, isArchived: true });
    const rows = (await call("GET", "/api/admin/vehicles", actors.admin.cookie)).json();
    expect(rows.find((v: { id: number }) => v.id === archived.id)).toMatchObject({
      isArchived: true,
      company: { id: company.id, name: company.name, phone: company.phone },
    });
  });
});

describe("PATCH /api/admin/vehicles/:id (inline edit)", () => {
  const edit = (id: number, payload: Record<string, unknown>) =>
    call("PATCH", `/api/admin/vehicles/${id}`, actors.admin.cookie, payload);

  it("writes the edited fields, parsing year/doors/seats as integers and prices as decimals", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, seats: 7, deposit: 500 });
    const response = await edit(vehicle.id, {
      make: "Nissan",
      year: "2021",
      doors: "2",
      dailyPrice: "65.5",
      weeklyPrice: 400.256,
      // Sent back by a row editor and ignored.
      id: 1,
      companyId: actors.other.company.id,
      company: { id: actors.other.company.id, name: "Not ours" },
      createdAt: "2000-01-01T00:00:00.000Z",
      updatedAt: "2000-01-01T00:00:00.000Z",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: vehicle.id,
      companyId: actors.own.company.id,
      make: "Nissan",
      model: "Corolla",
      year: 2021,
      doors: 2,
      dailyPrice: 65.5,
      weeklyPrice: 400.26,
      // Fields not sent keep their values (no schema defaults sneak in).
      seats: 7,
      deposit: 500,
    });
    expect(new Date(response.json().createdAt).getFullYear()).not.toBe(2000);
  });

  it.each([
    [{ make: "" }, "make", "Make is required"],
    [{ model: " " }, "model", "Model is required"],
    [{ year: 1899 }, "year", "Year must be 1900 or later"],
    [{ year: 2.5 }, "year", "Year must be a whole number"],
    [{ doors: 7 }, "doors", "Doors must be between 2 and 5"],
    [{ seats: 12 }, "seats", "Seats must be between 2 and 9"],
    [{ dailyPrice: -1 }, "dailyPrice", "Daily price must be greater than 0"],
    [{ monthlyPrice: "abc" }, "monthlyPrice", "Monthly price must be a number"],
    [{ deposit: -5 }, "deposit", "Deposit must be greater than or equal to 0"],
    [{ fuelType: "steam" }, "fuelType", "Fuel type is required"],
    [{ transmission: "cvt" }, "transmission", "Transmission type is required"],
    [{ insuranceExpiryDate: addDays(today, -1) }, "insuranceExpiryDate", "Insurance expiry date must be in the future"],
    [{ licenseExpiryDate: today }, "licenseExpiryDate", "License expiry date must be in the future"],
  ])("rejects %o with 400 naming %s: %s", async (payload, field, message) => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const response = await edit(vehicle.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ field, message }] });
  });

  it("accepts a past expiry date sent unchanged, so a lapsed vehicle's other fields stay editable", async () => {
    const lapsed = addDays(today, -10);
    const vehicle = await createVehicle(t.db, {
      companyId: actors.own.company.id,
      insuranceExpiryDate: lapsed,
      licenseExpiryDate: lapsed,
    });
    const response = await edit(vehicle.id, {
      // Issue 22: still at least a seventh of the factory's weekly price (350).
      dailyPrice: 52,
      insuranceExpiryDate: `${lapsed}T00:00:00.000Z`,
      licenseExpiryDate: lapsed,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ dailyPrice: 52, insuranceExpiryDate: lapsed, licenseExpiryDate: lapsed });
    const renewed = await edit(vehicle.id, { insuranceExpiryDate: addDays(today, 90) });
    expect(renewed.json().insuranceExpiryDate).toBe(addDays(today, 90));
  });

  it("stores an uploaded image through the image pipeline and answers with its URL", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const response = await edit(vehicle.id, { image: (await makeImage("jpeg", 1200, 800)).dataUrl });
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toMatch(/^\/api\/images\/\d+$/);
    expect((await call("GET", response.json().image)).headers["content-type"]).toBe("image/webp");
  });

  it("answers 404 'Vehicle ID {id} not found' for an unknown vehicle", async () => {
    const response = await edit(999999, { make: "Ghost" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Vehicle ID 999999 not found");
  });
});

describe("PATCH /api/admin/vehicles/:id/type", () => {
  it("changes only the type", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, seats: 7 });
    const response = await call("PATCH", `/api/admin/vehicles/${vehicle.id}/type`, actors.admin.cookie, {
      type: "van",
      make: "Ignored",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: "van", make: "Toyota", seats: 7 });
  });

  it("rejects an unknown type and answers 404 for an unknown vehicle", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const bad = await call("PATCH", `/api/admin/vehicles/${vehicle.id}/type`, actors.admin.cookie, { type: "boat" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: "type", message: "Vehicle type is required" }]);
    const missing = await call("PATCH", "/api/admin/vehicles/999999/type", actors.admin.cookie, { type: "van" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Vehicle ID 999999 not found");
  });
});

describe("PATCH /api/vehicles/:id/archive", () => {
  it("answers 404 for an unknown vehicle and 400 without isArchived", async () => {
    const missing = await call("PATCH", "/api/vehicles/999999/archive", actors.admin.cookie, { isArchived: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Vehicle ID 999999 not found");
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const bad = await call("PATCH", `/api/vehicles/${vehicle.id}/archive`, actors.own.cookie, {});
    expect(bad.statusCode).toBe(400);
  });
});
