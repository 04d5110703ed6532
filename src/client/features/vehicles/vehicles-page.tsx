import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useSearch } from "wouter";
import { VEHICLE_TYPES, type VehicleType } from "../../../domain/constants";
import { addDays, todayInDominica } from "../../../domain/dates";
import type { VehicleFilters as Filters } from "../../../domain/vehicle-filters";
import { QueryState } from "../../components/query-state";
import { type PublicVehicle, vehiclesQuery } from "../../lib/marketplace";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { VehicleCard } from "./components/vehicle-card";
import { DEPOSIT_STEP, type FilterState, PRICE_STEP, VehicleFilters } from "./components/vehicle-filters";
import { useDebounced } from "./use-debounced";

/** Spec §9: slider maximums follow the highest value among vehicles, rounded up to a step; 1000 when none. */
function sliderMax(vehicles: PublicVehicle[] | undefined, pick: (v: PublicVehicle) => number, step: number) {
  const highest = Math.max(0, ...(vehicles ?? []).map(pick));
  return highest > 0 ? Math.ceil(highest / step) * step : 1000;
}

const typeFromSearch = (search: string) => {
  const type = new URLSearchParams(search).get("type") ?? "";
  return (VEHICLE_TYPES as readonly string[]).includes(type) ? type : "all";
};

function toApiFilters(filters: FilterState, priceMax: number, depositMax: number): Filters {
  const [minPrice, maxPrice] = filters.price ?? [0, priceMax];
  const [minDeposit, maxDeposit] = filters.deposit ?? [0, depositMax];
  return {
    q: filters.q.trim() || undefined,
    // The type select offers only VEHICLE_TYPES and "all"; typeFromSearch checks the URL's.
    type: filters.type === "all" ? undefined : (filters.type as VehicleType),
    doors: filters.doors === "any" ? undefined : Number(filters.doors),
    seats: filters.seats === "any" ? undefined : Number(filters.seats),
    minPrice: minPrice > 0 ? minPrice : undefined,
    maxPrice: maxPrice < priceMax ? maxPrice : undefined,
    minDeposit: minDeposit > 0 ? minDeposit : undefined,
    maxDeposit: maxDeposit < depositMax ? maxDeposit : undefined,
    ...(filters.startDate && filters.endDate && { start: filters.startDate, end: filters.endDate }),
  };
}

export default function VehiclesPage() {
  const search = useSearch();
  const today = todayInDominica();
  const [filters, setFilters] = useState<FilterState>(() => ({
    q: "",
    type: typeFromSearch(search),
    doors: "any",
    seats: "any",
    startDate: "",
    endDate: "",
    price: null,
    deposit: null,
  }));
  const update = (patch: Partial<FilterState>) => setFilters((current) => ({ ...current, ...patch }));

  // Following a link with another ?type= while on the page (e.g. the navbar's Vehicles) resets the type.
  useEffect(() => setFilters((current) => ({ ...current, type: typeFromSearch(search) })), [search]);

  // The whole listing sets the slider ranges; with no filters it is also what the grid shows.
  const all = useQuery(vehiclesQuery());
  const priceMax = sliderMax(all.data, (v) => v.dailyPrice, PRICE_STEP);
  const depositMax = sliderMax(all.data, (v) => v.deposit ?? 0, DEPOSIT_STEP);

  const apiFilters = useDebounced(
    useMemo(() => toApiFilters(filters, priceMax, depositMax), [filters, priceMax, depositMax]),
  );
  const results = useQuery({ ...vehiclesQuery(apiFilters), placeholderData: keepPreviousData });

  // Spec §4 search-page dates.
  const onStartDate = (startDate: string) => {
    if (startDate && filters.endDate && startDate >= filters.endDate) {
      update({ startDate, endDate: addDays(startDate, 1) });
    } else update({ startDate });
  };
  const onEndDate = (endDate: string) => {
    if (endDate && filters.startDate && endDate <= filters.startDate) {
      toast({ title: "Invalid date range", description: "End date must be after start date", variant: "destructive" });
      return;
    }
    update({ endDate });
  };

  const period =
    apiFilters.start && apiFilters.end ? { startDate: apiFilters.start, endDate: apiFilters.end } : undefined;

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <div className="space-y-1">
        <Link
          href={paths.home}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-primary"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to home
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">Available Vehicles</h1>
      </div>
      <VehicleFilters
        filters={filters}
        onChange={update}
        onStartDate={onStartDate}
        onEndDate={onEndDate}
        priceMax={priceMax}
        depositMax={depositMax}
        today={today}
      />
      {results.isPending || results.isError ? (
        <QueryState
          isLoading={results.isPending}
          error={results.error}
          fallback="Failed to fetch vehicles"
          label="vehicles"
        />
      ) : results.data.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">No vehicles found matching your criteria</p>
      ) : (
        <section
          aria-label="Vehicles"
          aria-busy={results.isPlaceholderData}
          className="grid gap-5 transition-opacity aria-busy:opacity-60 sm:grid-cols-2 lg:grid-cols-3"
        >
          {results.data.map((vehicle, index) => (
            <VehicleCard key={vehicle.id} vehicle={vehicle} period={period} eager={index < 2} />
          ))}
        </section>
      )}
    </main>
  );
}
