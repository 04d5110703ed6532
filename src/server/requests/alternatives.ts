import { and, asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { paths } from "../../client/lib/paths";
import type { IsoDate } from "../../domain/dates";
import type { Language } from "../../domain/i18n/languages";
import { quoteRental } from "../../domain/pricing";
import type { Alternative } from "../../domain/requests/mails";
import { searchFromFilters } from "../../domain/vehicle-search-url";
import { isVehicleFreeBetween } from "../availability/conflicts";
import { listSeasonsOfCompanies } from "../companies/seasons";
import type { Db } from "../db/client";
import { companies, listedVehicles, vehicles } from "../db/schema";

/** A request that did not become a rental, for which other vehicles are suggested. */
export interface AlternativeAsk {
  /** The request's booking id: the answer's key. */
  id: number;
  vehicleId: number;
  startDate: IsoDate;
  endDate: IsoDate;
  language: Language;
}

/** How many vehicles one mail suggests. */
export const ALTERNATIVES_PER_REQUEST = 3;

/**
 * For each request, the same company's listed vehicles a new request could have on its dates, cheapest first, a few
 * (docs/product-rules.md, "The company's inbox") — for every request at once, in one statement.
 * A request whose first day is past gets none: those dates can no longer be asked for. Each link
 * goes to the company's page in the renter's language, or, while that page is off, to the search
 * for that model on those dates; links are built from the configured public address.
 */
export async function findAlternatives(
  db: Db,
  asks: AlternativeAsk[],
  options: { publicUrl: string; today: IsoDate },
): Promise<Map<number, Alternative[]>> {
  const byId = new Map<number, Alternative[]>();
  const open = asks.filter((ask) => ask.startDate >= options.today);
  if (open.length === 0) return byId;

  // The candidate's company (the asked vehicle's own) and row, for its availability rules.
  const owner = alias(companies, "owner");
  const candidate = alias(vehicles, "candidate");
  const asked = sql`jsonb_to_recordset(${JSON.stringify(
    open.map(({ id, vehicleId, startDate, endDate }) => ({ id, vehicleId, startDate, endDate })),
  )}::jsonb) as ask(id int, "vehicleId" int, "startDate" date, "endDate" date)`;
  const free = db
    .select({
      vehicleId: listedVehicles.vehicleId,
      companyId: listedVehicles.companyId,
      make: listedVehicles.make,
      model: listedVehicles.model,
      year: listedVehicles.year,
      dailyPrice: listedVehicles.dailyPrice,
      weeklyPrice: listedVehicles.weeklyPrice,
      monthlyPrice: listedVehicles.monthlyPrice,
      currency: listedVehicles.currency,
      dailyPriceUsd: listedVehicles.dailyPriceUsd,
    })
    .from(listedVehicles)
    .innerJoin(owner, eq(owner.id, listedVehicles.companyId))
    .innerJoin(candidate, eq(candidate.id, listedVehicles.vehicleId))
    .where(
      and(
        eq(listedVehicles.companyId, vehicles.companyId),
        ne(listedVehicles.vehicleId, sql`ask."vehicleId"`),
        // Free as a new request would need it (docs/product-rules.md, "Availability rules"): the
        // cleaning days around every blocked stretch, the notice, the longest rental, the papers.
        isVehicleFreeBetween(
          sql`ask."startDate" - ${owner.cleaningDays}`,
          sql`ask."endDate" + ${owner.cleaningDays}`,
          listedVehicles.vehicleId,
        ),
        sql`ask."startDate" >= ${options.today}::date + ceil(${owner.noticeHours} / 24.0)::int`,
        sql`ask."endDate" - ask."startDate" + 1 <= ${owner.longestRentalDays}`,
        sql`least(${candidate.insuranceExpiryDate}, ${candidate.licenseExpiryDate}) > ask."endDate"`,
      ),
    )
    .orderBy(asc(listedVehicles.dailyPriceUsd), asc(listedVehicles.vehicleId))
    .limit(ALTERNATIVES_PER_REQUEST)
    .as("free");
  const rows = await db
    .select({
      askId: sql<number>`ask.id`.mapWith(Number),
      vehicle: {
        id: free.vehicleId,
        companyId: free.companyId,
        make: free.make,
        model: free.model,
        year: free.year,
        dailyPrice: free.dailyPrice,
        weeklyPrice: free.weeklyPrice,
        monthlyPrice: free.monthlyPrice,
        currency: free.currency,
      },
      hasLandingPage: companies.isLandingPageEnabled,
    })
    .from(asked)
    .innerJoin(vehicles, eq(vehicles.id, sql`ask."vehicleId"`))
    .innerJoinLateral(free, sql`true`)
    .innerJoin(companies, eq(companies.id, free.companyId))
    .orderBy(sql`ask.id`, asc(free.dailyPriceUsd), asc(free.vehicleId));

  const asksById = new Map(open.map((ask) => [ask.id, ask]));
  const seasons = await listSeasonsOfCompanies(db, [...new Set(rows.map((row) => row.vehicle.companyId))]);
  for (const { askId, vehicle, hasLandingPage } of rows) {
    const ask = asksById.get(askId);
    if (!ask) continue;
    const list = byId.get(askId) ?? [];
    const quote = quoteRental({ ...vehicle, deposit: null }, ask, {
      terms: { companyId: vehicle.companyId, currency: vehicle.currency, seasons: seasons.get(vehicle.companyId) },
    });
    list.push({
      vehicle: { id: vehicle.id, make: vehicle.make, model: vehicle.model, year: vehicle.year },
      totalPrice: quote.total,
      priceLines: quote.lines,
      priceCurrency: vehicle.currency,
      url: alternativeUrl(options.publicUrl, ask, { ...vehicle, hasLandingPage }),
    });
    byId.set(askId, list);
  }
  return byId;
}

function alternativeUrl(
  publicUrl: string,
  ask: AlternativeAsk,
  vehicle: { companyId: number; model: string; hasLandingPage: boolean },
): string {
  const language = ask.language === "en" ? "" : `lang=${ask.language}`;
  if (vehicle.hasLandingPage) {
    return `${publicUrl}${paths.company(vehicle.companyId)}${language ? `?${language}` : ""}`;
  }
  const search = searchFromFilters({ q: vehicle.model, start: ask.startDate, end: ask.endDate });
  return `${publicUrl}${paths.vehicles()}?${[search, language].filter(Boolean).join("&")}`;
}
