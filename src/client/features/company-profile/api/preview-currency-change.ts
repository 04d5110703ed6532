import { useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import type { Currency } from "../../../../domain/money";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const previewCurrencyChange = (companyId: number, currency: Currency) =>
  call(companyEndpoints.previewCurrencyChange, { params: { id: companyId }, query: { currency } });

/** Fetched when the company asks to change, so the list is the amounts as they are then. */
export const useCurrencyChangePreview = (companyId: number, currency: Currency | null) =>
  useQuery({
    queryKey: queryKeys.currencyChange(companyId, currency ?? ""),
    queryFn: () => previewCurrencyChange(companyId, currency ?? "USD"),
    enabled: currency !== null,
    staleTime: 0,
    gcTime: 0,
  });
