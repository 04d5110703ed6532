import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReviewHideReason } from "../../../../domain/constants";
import { reviewEndpoints } from "../../../../domain/contracts/reviews/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** GET /api/admin/reviews: every written review, newest first, a page at a time. */
export const useAdminReviews = (page: number) =>
  useQuery({
    queryKey: queryKeys.admin.reviews(page),
    queryFn: () => call(reviewEndpoints.listAll, { query: { page } }),
    // The list keeps the last page while the next loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/reviews/{id}/hide: the review leaves the lists and the rating; both sides are mailed. */
export const hideReview = ({ id, reason }: { id: number; reason: ReviewHideReason }) =>
  call(reviewEndpoints.hide, { params: { id }, body: { reason } });

export const useHideReview = () =>
  useApiMutation({
    mutationFn: hideReview,
    successToast: "Review hidden. The renter and the company are told.",
    errorFallback: "Failed to hide the review",
    invalidates: [queryKeys.admin.all, queryKeys.reviews.all],
  });
