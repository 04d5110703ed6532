import { documentsExpireOn } from "../../domain/availability-rules";
import type { CompanyInsights, InsightFigures } from "../../domain/contracts/insights";
import type { DayRange } from "../../domain/dates";
import {
  type ChargedAmount,
  median,
  otherCurrency,
  ratio,
  revenue,
  vehicleUtilisation,
} from "../../domain/insights/figures";
import type { Currency } from "../../domain/money";
import { vehicleName } from "../../domain/vehicle-name";
import type { Db } from "../db/client";
import { findInsightVehicles, findPeriodCalendars, findPeriodRequests, sumCountedInsights } from "./queries";

/** What a vehicle's or the fleet's figures are summed from. */
interface Tally {
  views: number;
  quotes: number;
  lostSearches: number;
  requests: number;
  confirmed: number;
  bookedDays: number;
  bookableDays: number;
  charged: ChargedAmount[];
  answerMinutes: number[];
}

const emptyTally = (): Tally => ({
  views: 0,
  quotes: 0,
  lostSearches: 0,
  requests: 0,
  confirmed: 0,
  bookedDays: 0,
  bookableDays: 0,
  charged: [],
  answerMinutes: [],
});

const MINUTE_MS = 60_000;
/** A request the company answered: approved or declined by it (not declined for another's approval). */
const ANSWERED = new Set(["confirmed", "completed", "rejected"]);
const STANDING = new Set(["confirmed", "completed"]);

function figures(tally: Tally, currency: Currency): InsightFigures {
  const money = revenue(tally.charged, currency);
  const middle = median(tally.answerMinutes);
  return {
    views: tally.views,
    quotes: tally.quotes,
    requests: tally.requests,
    confirmed: tally.confirmed,
    lostSearches: tally.lostSearches,
    bookedDays: tally.bookedDays,
    bookableDays: tally.bookableDays,
    utilisation: ratio(tally.bookedDays, tally.bookableDays),
    revenue: money.amount,
    revenueOther: money.other,
    answered: tally.answerMinutes.length,
    medianAnswerMinutes: middle === null ? null : Math.round(middle),
  };
}

/**
 * A company's insights over the period, per vehicle and for the fleet (docs/product-rules.md,
 * "Company insights"): the counted views, quotes and lost searches; the period's requests, those
 * confirmed, their revenue and answer times; each vehicle's booked and bookable days. Undefined for
 * no such company.
 */
export async function readCompanyInsights(
  db: Db,
  companyId: number,
  period: DayRange,
): Promise<CompanyInsights | undefined> {
  const found = await findInsightVehicles(db, companyId);
  if (!found) return undefined;
  const { currency, fleet } = found;
  const ids = fleet.map((vehicle) => vehicle.id);
  const tallies = new Map(ids.map((id) => [id, emptyTally()]));
  if (ids.length) {
    const [counted, requests, calendars] = await Promise.all([
      sumCountedInsights(db, ids, period),
      findPeriodRequests(db, ids, period),
      findPeriodCalendars(db, ids, period),
    ]);
    for (const row of counted) Object.assign(tallies.get(row.vehicleId) as Tally, row);
    for (const request of requests) {
      const tally = tallies.get(request.vehicleId) as Tally;
      tally.requests++;
      if (STANDING.has(request.status)) {
        tally.confirmed++;
        tally.charged.push({ amount: request.totalPrice, currency: request.priceCurrency });
      }
      if (ANSWERED.has(request.status) && request.decidedAt && request.supersededBy === null) {
        tally.answerMinutes.push((request.decidedAt.getTime() - request.createdAt.getTime()) / MINUTE_MS);
      }
    }
    for (const vehicle of fleet) {
      const days = vehicleUtilisation({
        period,
        addedOn: vehicle.addedOn,
        blocked: calendars.blocked.filter((range) => range.vehicleId === vehicle.id),
        booked: calendars.booked.filter((range) => range.vehicleId === vehicle.id),
        documentsExpireOn: documentsExpireOn(vehicle),
      });
      const tally = tallies.get(vehicle.id) as Tally;
      tally.bookedDays = days.bookedDays;
      tally.bookableDays = days.bookableDays;
    }
  }
  const total = emptyTally();
  for (const tally of tallies.values()) {
    for (const key of [
      "views",
      "quotes",
      "lostSearches",
      "requests",
      "confirmed",
      "bookedDays",
      "bookableDays",
    ] as const) {
      total[key] += tally[key];
    }
    total.charged.push(...tally.charged);
    total.answerMinutes.push(...tally.answerMinutes);
  }
  return {
    from: period.startDate,
    to: period.endDate,
    currency,
    otherCurrency: otherCurrency(currency),
    fleet: figures(total, currency),
    vehicles: fleet.map((vehicle) => ({
      id: vehicle.id,
      name: vehicleName(vehicle),
      isArchived: vehicle.isArchived,
      ...figures(tallies.get(vehicle.id) as Tally, currency),
    })),
  };
}
