import { lazy } from "react";
import { companiesQuery } from "../../api/get-companies";
import { companyQuery } from "../../api/get-company";
import { publicCompanyVehiclesQuery } from "../../api/get-public-company-vehicles";
import { rentalTermsQuery } from "../../api/get-rental-terms";
import { reviewsQuery } from "../../api/get-reviews";
import { definePage } from "../../lib/page-route";
import { paths } from "../../lib/paths";
import { type LandingData, landingHead, missingLandingHead } from "./landing-head";

export const landingRoute = definePage<LandingData>({
  path: paths.company(":id"),
  component: lazy(() => import("./landing-page")),
  module: "features/landing/landing-page.tsx",
  access: "public",
  navbar: false,
  serverRender: { params: { id: /^\d{1,9}$/ } },
  load: async (queryClient, { params: { id = "" } }) => {
    // Asked for together: the fleet's first photo is the page's largest paint; the terms hold the places.
    const [company, fleet, terms, reviews] = await Promise.all([
      queryClient.ensureQueryData(companyQuery(id)),
      queryClient.ensureQueryData(publicCompanyVehiclesQuery(id)),
      queryClient.ensureQueryData(rentalTermsQuery(Number(id))),
      queryClient.ensureQueryData(reviewsQuery("company", Number(id), 1)),
    ]);
    return { company, fleet, places: terms.places, reviews };
  },
  head: landingHead,
  missingHead: missingLandingHead,
  // Every public company whose landing page is on: the companies page's own list.
  sitemap: async (queryClient) =>
    (await queryClient.ensureQueryData(companiesQuery)).map((company) => ({ id: String(company.id) })),
});
