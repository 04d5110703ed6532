import { type IsoDate, rentalDays } from "./dates";

export interface VehiclePrices {
  dailyPrice: number;
  weeklyPrice: number;
  monthlyPrice: number;
}

/**
 * docs/product-rules.md, "Prices": N = end - start + 1 days. Up to 7 days: N × daily. 8 to 30:
 * whole weeks × weekly plus leftover days × daily. Over 30: whole 30-day blocks × monthly plus
 * leftover days × daily.
 */
export function priceForDays(prices: VehiclePrices, days: number): number {
  if (days <= 0) return 0;
  let total: number;
  if (days <= 7) total = days * prices.dailyPrice;
  else if (days <= 30) total = Math.floor(days / 7) * prices.weeklyPrice + (days % 7) * prices.dailyPrice;
  else total = Math.floor(days / 30) * prices.monthlyPrice + (days % 30) * prices.dailyPrice;
  return Math.round(total * 100) / 100;
}

export function priceForPeriod(prices: VehiclePrices, start: IsoDate, end: IsoDate): number {
  return priceForDays(prices, rentalDays(start, end));
}
