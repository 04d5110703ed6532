import type { Vehicle } from "../../../domain/contracts/vehicles";

/** The Admin Vehicles page's own narrowing of the loaded list (not the public search's `VehicleFilters`). */
export interface AdminVehicleFilters {
  /** Matches make, model or year, ignoring case. */
  search: string;
  companyId: number | "all";
  showArchived: boolean;
}

export const NO_FILTERS: AdminVehicleFilters = { search: "", companyId: "all", showArchived: false };

/** Admin Vehicles: search by make, model or year; one company or all; archived on request. */
export function filterVehicles<T extends Pick<Vehicle, "make" | "model" | "year" | "companyId" | "isArchived">>(
  vehicles: T[],
  filters: AdminVehicleFilters,
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
