import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestEndpoints } from "../../../../domain/contracts/requests/endpoints";
import type { PaymentTermsBody } from "../../../../domain/contracts/requests/payment-schema";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const paymentTermsQuery = queryOptions({
  queryKey: queryKeys.paymentTerms,
  queryFn: () => call(requestEndpoints.paymentTerms),
});

export const usePaymentTerms = () => useQuery(paymentTermsQuery);

/** PUT /api/company/payment-terms: how and when the company is paid (docs/product-rules.md, "Payments"). */
export const useUpdatePaymentTerms = () =>
  useApiMutation({
    mutationFn: (terms: PaymentTermsBody) => call(requestEndpoints.setPaymentTerms, { body: terms }),
    successToast: "Payment terms saved",
    errorFallback: "Failed to save the payment terms",
    invalidates: [queryKeys.paymentTerms],
  });
