import { lazy } from "react";
import { vehicleFacetsQuery } from "../../api/get-vehicle-facets";
import { lazyModule } from "../../lib/lazy-module";
import { definePage } from "../../lib/page-route";
import { paths } from "../../lib/paths";
import { catalogueImage, SITE_NAME } from "../../lib/site-head";

// The search's modules come when used: they bring zod, which the app's first download leaves out.
const searchUrl = lazyModule(() => import("../../../domain/vehicle-search-url"));

export const vehiclesRoute = definePage({
  path: paths.vehicles(),
  component: lazy(() => import("./vehicles-page")),
  module: "features/vehicles/vehicles-page.tsx",
  access: "public",
  navbar: true,
  serverRender: {
    // The search the page shows, in the form's own spelling: anything else in the address is dropped.
    search: async (raw) => {
      const { filtersFromSearch, searchFromFilters } = await searchUrl();
      return searchFromFilters(filtersFromSearch(raw));
    },
  },
  load: async (queryClient, { search }) => {
    const [{ filtersFromSearch }, { vehicleSearchQuery }] = await Promise.all([
      searchUrl(),
      import("../../api/get-vehicles"),
    ]);
    return Promise.all([
      queryClient.ensureInfiniteQueryData(vehicleSearchQuery(filtersFromSearch(search))),
      queryClient.ensureQueryData(vehicleFacetsQuery()),
    ]);
  },
  // One head for every search: the canonical address is the catalogue's, whatever the filters.
  head: ({ data: [, facets], t, origin }) => ({
    title: `${t("Available Vehicles")} | ${SITE_NAME}`,
    description: t(
      "{{count}} cars, SUVs and 4x4s from local companies across Dominica, with their prices and free days. Book by WhatsApp.",
      { count: facets.total },
    ),
    url: `${origin}${paths.vehicles()}`,
    image: catalogueImage(facets, origin),
  }),
});
