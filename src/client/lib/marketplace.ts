import { queryOptions } from "@tanstack/react-query";
import type { VehicleFilters } from "../../domain/vehicle-filters";
import { apiRequest } from "./api";
import type { CompanySummary, Vehicle } from "./types";

/** A listed vehicle as GET /api/vehicles and /api/companies/{id}/vehicles answer it: what visitors are shown. */
export type PublicVehicle = Omit<
  Vehicle,
  "insuranceExpiryDate" | "licenseExpiryDate" | "lastServiceDate" | "isArchived"
>;

export interface PublicCompany extends CompanySummary {
  address: string;
  cityVillage: string;
  parish: string;
  country: string;
  isFeatured: boolean;
}

function searchParams(filters: VehicleFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Every listed vehicle, or a server-side filtered search (spec §7 GET /api/vehicles). */
export const vehiclesQuery = (filters: VehicleFilters = {}) => {
  const url = `/api/vehicles${searchParams(filters)}`;
  return queryOptions({ queryKey: ["/api/vehicles", url], queryFn: () => apiRequest<PublicVehicle[]>("GET", url) });
};

export const companyVehiclesQuery = (companyId: number | string) =>
  queryOptions({
    queryKey: ["/api/companies", String(companyId), "vehicles"],
    queryFn: () => apiRequest<PublicVehicle[]>("GET", `/api/companies/${companyId}/vehicles`),
  });

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Cards load the 480 px variant of our own images; external URLs are used as they are. */
