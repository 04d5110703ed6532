import type { Transmission, VehicleType } from "../../../domain/constants";
import type { VehicleFilters } from "../../../domain/contracts/vehicles";
import type { IsoDate } from "../../../domain/dates";
import { type BusyRuns, dayNumber, isFreeBetween } from "./busy-days";

/** What the filters read of a listed vehicle. */
export interface Matchable {
  type: VehicleType;
  /** Make and model, lowered by the database. */
  name: string;
  doors: number;
  seats: number;
  is4x4: boolean;
  transmission: Transmission;
  dailyPrice: number;
  deposit: number;
  busy: BusyRuns | undefined;
}

const BEYOND_ASCII = /[\u0080-\uffff]/;

/**
 * The Vehicles page filters as `vehicleFilterConditions` (vehicles/listing-queries.ts) writes them
 * in SQL, on the model's rows; tests/api/catalogue-read-model.test.ts holds the two to the same
 * answers. Undefined for what the model cannot answer exactly, left to SQL: a text search with
 * letters beyond ASCII (the database's locale decides how those lower) and dates before
 * `firstDay`, the first day whose busy days the model keeps.
 */
export function vehicleMatcher(
  filters: VehicleFilters,
  firstDay: IsoDate,
): ((vehicle: Matchable) => boolean) | undefined {
  const { type, doors, seats, is4x4, transmission, minPrice, maxPrice, minDeposit, maxDeposit } = filters;
  const q = filters.q || undefined;
  const only4x4 = is4x4 === undefined ? undefined : is4x4 === "true";
  const dated = Boolean(filters.start && filters.end);
  if ((q && BEYOND_ASCII.test(q)) || (dated && (filters.start as IsoDate) < firstDay)) return undefined;
  // `ilike '%q%'` with the pattern's wildcards escaped: a case-blind substring. ASCII letters lower
  // alike in every locale.
  const text = q?.toLowerCase();
  const start = dated ? dayNumber(filters.start as IsoDate) : 0;
  const end = dated ? dayNumber(filters.end as IsoDate) : 0;
  return (vehicle) =>
    (type === undefined || vehicle.type === type) &&
    (text === undefined || vehicle.name.includes(text)) &&
    (doors === undefined || vehicle.doors === doors) &&
    (seats === undefined || vehicle.seats >= seats) &&
    (only4x4 === undefined || vehicle.is4x4 === only4x4) &&
    (transmission === undefined || vehicle.transmission === transmission) &&
    (minPrice === undefined || vehicle.dailyPrice >= minPrice) &&
    (maxPrice === undefined || vehicle.dailyPrice <= maxPrice) &&
    (minDeposit === undefined || vehicle.deposit >= minDeposit) &&
    (maxDeposit === undefined || vehicle.deposit <= maxDeposit) &&
    (!dated || isFreeBetween(vehicle.busy, start, end));
}
