import { lazy } from "react";
import { definePage } from "../../lib/page-route";
import { paths } from "../../lib/paths";
import { bookingRequestQuery } from "./api/get-booking-request";

/**
 * A renter's request, opened by its secret link (docs/product-rules.md, "Requests"). Never rendered
 * or cached by the server: `isPrivate` makes its HTML `no-store`, `no-referrer` and `noindex`. The
 * head loads the request only to answer 404 for a link that opens nothing.
 */
export const requestStatusRoute = definePage<{ reference: string }>({
  path: paths.request(":token"),
  component: lazy(() => import("./request-status-page")),
  module: "features/requests/request-status-page.tsx",
  access: "public",
  navbar: true,
  isPrivate: true,
  load: (queryClient, { params: { token = "" } }) => queryClient.ensureQueryData(bookingRequestQuery(token)),
  head: ({ data, t }) => ({ title: t("Booking request {{reference}}", { reference: data.reference }), noindex: true }),
  missingHead: (t) => ({ title: t("This request link is not valid"), noindex: true }),
});
