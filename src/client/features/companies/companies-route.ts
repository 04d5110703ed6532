import { lazy } from "react";
import { companiesQuery } from "../../api/get-companies";
import { definePage } from "../../lib/page-route";
import { paths } from "../../lib/paths";

export const companiesRoute = definePage({
  path: paths.companies,
  component: lazy(() => import("./companies-page")),
  module: "features/companies/companies-page.tsx",
  access: "public",
  navbar: true,
  serverRender: {},
  load: (queryClient) => queryClient.ensureQueryData(companiesQuery),
});
