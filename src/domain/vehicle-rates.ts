// The rate types pricing.ts and seasons.ts both need, apart so neither imports the other.

/** A vehicle's rates, in its company's currency; a weekly or monthly rate of null is not offered. */
export interface VehiclePrices {
  dailyPrice: number;
  weeklyPrice: number | null;
  monthlyPrice: number | null;
}

export type Rate = "daily" | "weekly" | "monthly";
