import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { SetupFacts } from "../../domain/setup-checklist";
import type { Db } from "../db/client";
import { calendarImports, companies, companyPlaces, vehicles, vehicleUnavailability } from "../db/schema";

const countOf = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/** What `setupChecklist` decides a company's first-run steps from, in one query; undefined for no such company. */
export async function findSetupFacts(db: Db, companyId: number): Promise<SetupFacts | undefined> {
  const ownVehicles = sql`select ${vehicles.id} from ${vehicles} where ${vehicles.companyId} = ${companies.id}`;
  const [facts] = await db
    .select({
      parish: companies.parish,
      address: companies.address,
      cityVillage: companies.cityVillage,
      cancellation: companies.cancellation,
      placeCount: countOf(
        sql`select count(*) from ${companyPlaces} where ${companyPlaces.companyId} = ${companies.id}`,
      ),
      vehiclesWithPhotos: countOf(
        sql`select count(*) from ${vehicles} where ${and(
          sql`${vehicles.companyId} = ${companies.id}`,
          eq(vehicles.isArchived, false),
          isNotNull(vehicles.image),
        )}`,
      ),
      calendarEntries: countOf(
        sql`select (select count(*) from ${vehicleUnavailability} where ${vehicleUnavailability.vehicleId} in (${ownVehicles}))
          + (select count(*) from ${calendarImports} where ${calendarImports.vehicleId} in (${ownVehicles}))`,
      ),
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return facts;
}
