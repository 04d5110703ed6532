import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vehicleDailyInsights } from "../../src/server/db/schema";
import { createCompany, createVehicle } from "../helpers/factories";
import { setUpInstancePair } from "../helpers/test-app";

/**
 * Issue 42: two instances count page views each in their own memory and flush at the same moment:
 * the table holds the sum, never one instance's counts over the other's. PostgreSQL only: set
 * DATABASE_URL to run.
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("insight counts across two instances (runs only with DATABASE_URL)", () => {
  const pair = setUpInstancePair(serverUrl ?? "");

  it("adds both instances' counts when they flush together", async () => {
    const { company } = await createCompany(pair.db);
    const vehicle = await createVehicle(pair.db, { companyId: company.id });
    const view = (app: typeof pair.a) => app.inject({ url: `/api/vehicles/${vehicle.id}` });
    for (let i = 0; i < 2; i++) expect((await view(pair.a)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await view(pair.b)).statusCode).toBe(200);
    await Promise.all([pair.a.insights.flush(), pair.b.insights.flush()]);
    expect((await view(pair.a)).statusCode).toBe(200);
    await pair.a.insights.flush();
    const rows = await pair.db
      .select()
      .from(vehicleDailyInsights)
      .where(eq(vehicleDailyInsights.vehicleId, vehicle.id));
    expect(rows.map((row) => row.views)).toEqual([6]);
  });
});
