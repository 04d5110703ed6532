import type { FuelType, Transmission, VehicleType } from "../../domain/constants";
import type { IsoDate } from "../../domain/dates";

/** A vehicle as every API answers it (the server's `vehicleResponse`, spec §3). */
export interface Vehicle {
  id: number;
  companyId: number;
  make: string;
  model: string;
  year: number;
  type: VehicleType;
  fuelType: FuelType;
  transmission: Transmission;
  doors: number;
  seats: number;
  is4x4: boolean;
  dailyPrice: number;
  weeklyPrice: number;
  monthlyPrice: number;
  deposit: number;
  insuranceExpiryDate: IsoDate;
  licenseExpiryDate: IsoDate;
  lastServiceDate: IsoDate;
  available: boolean;
  isArchived: boolean;
  image: string | null;
  company: { id: number; name: string; phone: string };
}

/** The fields every company listing (public or admin) answers. */
export interface CompanySummary {
  id: number;
  name: string;
  contactFullName: string;
  contactEmail: string;
  phone: string;
  rating: number | null;
  isLandingPageEnabled: boolean;
}
