import { queryOptions, useQuery } from "@tanstack/react-query";
import { reviewEndpoints } from "../../../../domain/contracts/reviews/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** GET /api/review-invitations/{token}: what the mailed link is about; 404 used, 409 expired. */
export const reviewInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.reviewInvitation(token),
    queryFn: () => call(reviewEndpoints.invitation, { params: { token } }),
    retry: false,
  });

export const useReviewInvitation = (token: string) => useQuery(reviewInvitationQuery(token));
