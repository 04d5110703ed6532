import { vehicleFacetsQuery } from "../../api/get-vehicle-facets";
import { definePage } from "../../lib/page-route";
import { paths } from "../../lib/paths";
import { HomePage } from "./home-page";

// Home is not lazy: it comes with the app, the first page most visitors see.
export const homeRoute = definePage({
  path: paths.home,
  component: HomePage,
  access: "public",
  navbar: false,
  serverRender: {},
  load: (queryClient) => queryClient.ensureQueryData(vehicleFacetsQuery()),
});
