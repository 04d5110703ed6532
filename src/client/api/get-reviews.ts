import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { reviewEndpoints } from "../../domain/contracts/reviews/endpoints";
import { call } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** GET /api/companies/{id}/reviews or /api/vehicles/{id}/reviews: a page of shown reviews, newest first. */
export const reviewsQuery = (owner: "company" | "vehicle", id: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.reviews.of(owner, id, page),
    queryFn: () =>
      call(owner === "company" ? reviewEndpoints.listCompany : reviewEndpoints.listVehicle, {
        params: { id },
        query: { page },
      }),
    placeholderData: keepPreviousData,
  });

export const useReviews = (owner: "company" | "vehicle", id: number, page: number) =>
  useQuery(reviewsQuery(owner, id, page));
