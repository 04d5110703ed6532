import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { urlOf } from "../../../../domain/contracts/endpoint";
import { insightEndpoints } from "../../../../domain/contracts/insights/endpoints";
import type { DayRange } from "../../../../domain/dates";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** GET /api/company/insights: the logged-in company's figures over the period. */
export const getInsights = ({ startDate: from, endDate: to }: DayRange) =>
  call(insightEndpoints.get, { query: { from, to } });

export const insightsQuery = (period: DayRange) =>
  queryOptions({
    queryKey: queryKeys.companyInsights(period.startDate, period.endDate),
    queryFn: () => getInsights(period),
  });

/** The figures of a valid period; the last period's stay on screen while the next one loads. */
export const useInsights = (period: DayRange | null) =>
  useQuery({
    ...insightsQuery(period ?? { startDate: "", endDate: "" }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });

/** GET /api/company/insights.csv: the same figures as a file, downloaded through a plain link. */
export const insightsCsvUrl = ({ startDate: from, endDate: to }: DayRange) =>
  urlOf(insightEndpoints.csv, {}, { from, to });
