import { lazy } from "react";
import { companiesQuery } from "../../api/get-companies";
import { definePage } from "../../lib/page-route";
import { paths } from "../../lib/paths";
import { SITE_NAME } from "../../lib/site-head";

export const companiesRoute = definePage({
  path: paths.companies,
  component: lazy(() => import("./companies-page")),
  module: "features/companies/companies-page.tsx",
  access: "public",
  navbar: true,
  serverRender: {},
  load: (queryClient) => queryClient.ensureQueryData(companiesQuery),
  head: ({ data, t, origin }) => ({
    title: `${t("Our Car Rental Partners")} | ${SITE_NAME}`,
    description: t("{{count}} trusted local rental companies across Dominica: their fleets, contacts and pages.", {
      count: data.length,
    }),
    url: `${origin}${paths.companies}`,
  }),
});
