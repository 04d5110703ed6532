import type { FuelType, Transmission, VehicleType } from "../../../../domain/constants";

/** A row of GET /api/companies/all: the company with its account's flags. */
export interface AdminCompany {
  id: number;
  name: string;
  contactFullName: string;
  contactEmail: string;
  phone: string;
  rating: number | null;
  isLandingPageEnabled: boolean;
  isArchived: boolean;
  vehicleCount: number;
  /** The company's account, on which the Active and Featured toggles act. */
  userId: number | null;
  username: string | null;
  isActive: boolean | null;
  isFeatured: boolean | null;
}

/** A row of GET /api/admin/users. */
export interface AdminUser {
  id: number;
  username: string;
  fullName: string;
  email: string;
  phone: string;
  role: string;
  companyId: number | null;
  isActive: boolean;
  isFeatured: boolean;
  isAdmin: boolean;
  company: { id: number; name: string } | null;
  vehicleCount: number;
}

/** A row of GET /api/admin/vehicles. */
export interface AdminVehicle {
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
  insuranceExpiryDate: string;
  licenseExpiryDate: string;
  lastServiceDate: string;
  available: boolean;
  isArchived: boolean;
  image: string | null;
  company: { id: number; name: string; phone: string };
}
