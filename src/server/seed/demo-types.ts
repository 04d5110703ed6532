import type { FuelType, Parish, Transmission, VehicleType } from "../../domain/constants";
import type { ExtraSettingInput } from "../../domain/rental-extras-schema";

// The shape of the demo marketplace's data (demo-marketplace.ts); days count from today in Dominica.

/** How far an admin has got with a company's account. */
export type AccountState = "approved" | "approved and featured" | "awaiting approval";

export interface DemoPeriod {
  fromDay: number;
  toDay: number;
  reason: string;
}

export interface DemoBooking {
  fromDay: number;
  toDay: number;
  /** A pending request, or one the company has confirmed (it then blocks the vehicle). */
  status: "pending" | "confirmed";
}

/** A vehicle's paperwork dates, in days from today. */
export interface DemoPapers {
  insuranceExpiryDay: number;
  licenseExpiryDay: number;
  lastServiceDay: number;
}

export interface DemoVehicle {
  make: string;
  model: string;
  year: number;
  type: VehicleType;
  dailyPrice: number;
  /** The body colour of its generated picture. */
  color: string;
  fuelType?: FuelType;
  transmission?: Transmission;
  doors?: number;
  seats?: number;
  is4x4?: boolean;
  papers?: DemoPapers;
  periods?: DemoPeriod[];
  bookings?: DemoBooking[];
}

export interface DemoCompany {
  name: string;
  username: string;
  account: AccountState;
  contactFullName: string;
  contactEmail: string;
  phone: string;
  address: string;
  cityVillage: string;
  parish: Parish;
  /** Its own map pin; a company without one shows the spec's fixed coordinates. */
  mapPin?: { latitude: number; longitude: number };
  fleet: DemoVehicle[];
  /** What it rents beside its vehicles, with all of them (docs/product-rules.md, "Extras"). */
  extras?: ExtraSettingInput[];
}
