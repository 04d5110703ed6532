import { lazy } from "react";
import { rentalTermsQuery } from "../../api/get-rental-terms";
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
    // The search the page shows, in the form's own spelling, and its view: anything else in the address is dropped.
    search: async (raw) => {
      const { filtersFromSearch, searchFromFilters, viewFromSearch, withView } = await searchUrl();
      return withView(searchFromFilters(filtersFromSearch(raw)), viewFromSearch(raw));
    },
  },
  load: async (queryClient, { search }) => {
    const [{ filtersFromSearch }, { vehicleSearchQuery }] = await Promise.all([
      searchUrl(),
      import("../../api/get-vehicles"),
    ]);
    const filters = filtersFromSearch(search);
    const data = await Promise.all([
      queryClient.ensureInfiniteQueryData(vehicleSearchQuery(filters)),
      queryClient.ensureQueryData(vehicleFacetsQuery()),
    ]);
    // A dated card states its total under its company's seasons: the first page's companies' terms
    // come with the page, which then renders on the server like a dateless one.
    if (filters.start && filters.end) {
      const companies = new Set(data[0].pages[0]?.vehicles.map((vehicle) => vehicle.company.id));
      await Promise.all(
        [...companies].map((id) => queryClient.ensureQueryData(rentalTermsQuery(id)).catch(() => undefined)),
      );
    }
    return data;
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
