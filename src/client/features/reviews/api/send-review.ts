import type { ReviewBody } from "../../../../domain/contracts/reviews";
import { reviewEndpoints } from "../../../../domain/contracts/reviews/endpoints";
import { call } from "../../../lib/api";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** POST /api/reviews: the renter's review, with the link's secret. */
export const sendReview = (body: ReviewBody) => call(reviewEndpoints.create, { body });

export const useSendReview = () =>
  useApiMutation({
    mutationFn: sendReview,
    successToast: "Thank you: your review is kept",
    errorFallback: "Your review could not be sent. Please try again.",
  });
