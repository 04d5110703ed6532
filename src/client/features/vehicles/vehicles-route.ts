import { lazy } from "react";
import { filtersFromSearch, searchFromFilters } from "../../../domain/vehicle-search-url";
import { vehicleFacetsQuery } from "../../api/get-vehicle-facets";
import { vehicleSearchQuery } from "../../api/get-vehicles";
import { definePage } from "../../lib/page-route";
import { paths } from "../../lib/paths";

export const vehiclesRoute = definePage({
  path: paths.vehicles(),
  component: lazy(() => import("./vehicles-page")),
  module: "features/vehicles/vehicles-page.tsx",
  access: "public",
  navbar: true,
  // The search the page shows, in the form's own spelling: anything else in the address is dropped.
  serverRender: { search: (raw) => searchFromFilters(filtersFromSearch(raw)) },
  load: (queryClient, { search }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(vehicleSearchQuery(filtersFromSearch(search))),
      queryClient.ensureQueryData(vehicleFacetsQuery()),
    ]),
});
