import type { Vehicle } from "../../lib/types";

export interface VehicleFilters {
  /** Matches make, model or year, ignoring case. */
  search: string;
  companyId: number | "all";
  showArchived: boolean;
}

export const NO_FILTERS: VehicleFilters = { search: "", companyId: "all", showArchived: false };

/** Spec §2 Admin Vehicles: search by make, model or year; one company or all; archived on request. */
export function filterVehicles<T extends Pick<Vehicle, "make" | "model" | "year" | "companyId" | "isArchived">>(
  vehicles: T[],
  filters: VehicleFilters,
): T[] {
  const needle = filters.search.trim().toLowerCase();
  return vehicles.filter(
    (vehicle) =>
      (filters.showArchived || !vehicle.isArchived) &&
      (filters.companyId === "all" || vehicle.companyId === filters.companyId) &&
      (!needle ||
        [vehicle.make, vehicle.model, String(vehicle.year)].some((text) => text.toLowerCase().includes(needle))),
  );
}
