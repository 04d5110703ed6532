import type { VehicleType } from "./constants";
import type { IsoDate } from "./dates";

/** Spec §2 Vehicles page search, as GET /api/vehicles query parameters; prices are daily. */
export interface VehicleFilters {
  type?: VehicleType;
  q?: string;
  doors?: number;
  seats?: number;
  minPrice?: number;
  maxPrice?: number;
  minDeposit?: number;
  maxDeposit?: number;
  start?: IsoDate;
  end?: IsoDate;
}
