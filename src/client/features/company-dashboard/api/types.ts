import type { FuelType, Transmission, VehicleType } from "../../../../domain/constants";
import type { IsoDate } from "../../../../domain/dates";

/** A vehicle as GET /api/company/vehicles answers it. */
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

export interface UnavailabilityPeriod {
  id: number;
  vehicleId: number;
  startDate: IsoDate;
  endDate: IsoDate;
  reason: string | null;
}

export interface CompanyCalendar {
  month: string;
  from: IsoDate;
  to: IsoDate;
  periods: UnavailabilityPeriod[];
  bookings: { id: number; vehicleId: number; startDate: IsoDate; endDate: IsoDate }[];
}
