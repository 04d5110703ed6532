import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { reviewEndpoints } from "../../../../domain/contracts/reviews/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** GET /api/company/reviews: the company's published reviews, to answer them. */
export const useOwnReviews = (page: number) =>
  useQuery({
    queryKey: queryKeys.reviews.own(page),
    queryFn: () => call(reviewEndpoints.listOwn, { query: { page } }),
    placeholderData: keepPreviousData,
  });

/** POST /api/reviews/{id}/reply: the company's one answer. */
export const replyToReview = ({ id, reply }: { id: number; reply: string }) =>
  call(reviewEndpoints.reply, { params: { id }, body: { reply } });

export const useReplyToReview = () =>
  useApiMutation({
    mutationFn: replyToReview,
    successToast: "Answer published beneath the review",
    errorFallback: "Failed to publish the answer",
    invalidates: [queryKeys.reviews.all],
  });
