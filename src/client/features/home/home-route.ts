import { vehicleFacetsQuery } from "../../api/get-vehicle-facets";
import { definePage } from "../../lib/page-route";
import { paths } from "../../lib/paths";
import { catalogueImage, SITE_NAME } from "../../lib/site-head";
import { HomePage } from "./home-page";

// Home is not lazy: it comes with the app, the first page most visitors see.
export const homeRoute = definePage({
  path: paths.home,
  component: HomePage,
  access: "public",
  navbar: false,
  serverRender: {},
  load: (queryClient) => queryClient.ensureQueryData(vehicleFacetsQuery()),
  head: ({ data, t, origin }) => ({
    title: t("Dominica Car Rental — rent a car from local companies"),
    description: t(
      "Compare rental cars, SUVs and 4x4s from trusted local companies across Dominica and book by WhatsApp.",
    ),
    url: `${origin}${paths.home}`,
    image: catalogueImage(data, origin),
    jsonLd: { "@context": "https://schema.org", "@type": "WebSite", name: SITE_NAME, url: `${origin}${paths.home}` },
  }),
});
