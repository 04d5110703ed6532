import { lazy } from "react";
import { definePage } from "../../lib/page-route";
import { paths } from "../../lib/paths";
import { reviewInvitationQuery } from "./api/get-review-invitation";

/**
 * The mailed review link's page (docs/product-rules.md, "Reviews"). Never rendered or cached by the
 * server (`isPrivate`: `no-store`, `no-referrer`, `noindex`): its address holds the secret.
 */
export const reviewRoute = definePage<{ companyName: string }>({
  path: paths.review(":token"),
  component: lazy(() => import("./review-page")),
  module: "features/reviews/review-page.tsx",
  access: "public",
  navbar: true,
  isPrivate: true,
  load: (queryClient, { params: { token = "" } }) => queryClient.ensureQueryData(reviewInvitationQuery(token)),
  head: ({ data, t }) => ({ title: t("Your review of {{company}}", { company: data.companyName }), noindex: true }),
  missingHead: (t) => ({ title: t("This review link is not valid any more"), noindex: true }),
});
