import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { vehicleSchema } from "../../src/domain/vehicle-schema";
import { bookings, companies, images, users, vehicles, vehicleUnavailability } from "../../src/server/db/schema";
import { isVehicleListed, vehicleCompanyJoin } from "../../src/server/vehicles/columns";
import { deleteVehicle, insertVehicle, updateVehicle } from "../../src/server/vehicles/queries";
import { createBooking, createCompany, createUnavailability, createUser, createVehicle } from "../helpers/factories";
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
    await createBooking(t.db, {
      userId: customer.id,
      vehicleId: created.id,
      startDate: today,
      endDate: addDays(today, 2),
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
