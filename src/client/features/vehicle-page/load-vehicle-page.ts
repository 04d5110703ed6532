import type { QueryClient } from "@tanstack/react-query";
import { todayInDominica } from "../../../domain/dates";
import { visitorCalendarWindow } from "../../../domain/vehicle-availability";
import { periodFromSearch } from "../../../domain/vehicle-search-url";
import { companyQuery } from "../../api/get-company";
import { rentalTermsQuery } from "../../api/get-rental-terms";
import { reviewsQuery } from "../../api/get-reviews";
import { vehicleQuery } from "../../api/get-vehicle";
import { vehicleAvailabilityQuery } from "../../api/get-vehicle-availability";
import type { PageAddress } from "../../lib/page-route";
import { similarVehiclesQuery } from "./api/get-similar-vehicles";
import type { VehiclePageData } from "./vehicle-head";

/**
 * Everything a vehicle page shows, through the queries its components use: the vehicle first (an
 * unknown one is the 404 page), then its company, its busy days and the similar vehicles together.
 */
export async function loadVehiclePage(
  queryClient: QueryClient,
  { params: { id = "" }, search }: PageAddress,
): Promise<VehiclePageData> {
  const vehicle = await queryClient.ensureQueryData(vehicleQuery(id));
  const period = periodFromSearch(search);
  const [company] = await Promise.all([
    queryClient.ensureQueryData(companyQuery(String(vehicle.companyId))),
    // Its seasons price the dates and are listed with the prices: rendered with the page. A company
    // visitors cannot see (its own unlisted vehicle) has no public terms: the page quotes without them.
    queryClient.ensureQueryData(rentalTermsQuery(vehicle.companyId)).catch(() => undefined),
    queryClient.ensureQueryData(vehicleAvailabilityQuery(vehicle.id, visitorCalendarWindow(todayInDominica()))),
    queryClient.ensureQueryData(reviewsQuery("vehicle", vehicle.id, 1)).catch(() => undefined),
    queryClient.ensureQueryData(
      similarVehiclesQuery({ type: vehicle.type, ...(period && { start: period.startDate, end: period.endDate }) }),
    ),
  ]);
  return { vehicle, company };
}
