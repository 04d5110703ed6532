import { lazy } from "react";
import { lazyModule } from "../../lib/lazy-module";
import { definePage } from "../../lib/page-route";
import { paths } from "../../lib/paths";
import { missingVehicleHead, type VehiclePageData, vehicleHead } from "./vehicle-head";

// The loader and the date reading bring zod and the search's modules: they come when the page is used.
const loader = lazyModule(() => import("./load-vehicle-page"));
const dates = lazyModule(() => import("../../../domain/vehicle-search-url"));

export const vehicleRoute = definePage<VehiclePageData>({
  path: paths.vehicle(":id"),
  component: lazy(() => import("./vehicle-page")),
  module: "features/vehicle-page/vehicle-page.tsx",
  access: "public",
  navbar: true,
  serverRender: {
    params: { id: /^\d{1,9}$/ },
    // Only the dates and the pick-up place the page reads (one of the search's five keys or none):
    // a link's tracking parameters are one render.
    search: async (raw) => (await dates()).vehiclePageSearch(raw),
  },
  load: async (queryClient, address) => (await loader()).loadVehiclePage(queryClient, address),
  head: vehicleHead,
  missingHead: missingVehicleHead,
  // Every listed vehicle, a search page at a time (the sitemap is itself kept in the catalogue cache).
  sitemap: async () => {
    const [{ getVehiclePage }, { VEHICLE_PAGE }] = await Promise.all([
      import("../../api/get-vehicles"),
      import("../../../domain/contracts/vehicles"),
    ]);
    const ids: { id: string }[] = [];
    for (let page = 1; ; page++) {
      const { vehicles, total } = await getVehiclePage({}, page, VEHICLE_PAGE.maxSize);
      ids.push(...vehicles.map((vehicle) => ({ id: String(vehicle.id) })));
      if (vehicles.length === 0 || page * VEHICLE_PAGE.maxSize >= total) return ids;
    }
  },
});
