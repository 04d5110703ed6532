import { useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** GET /api/company/documents: which business documents the company has uploaded. */
export const useCompanyDocuments = () =>
  useQuery({ queryKey: queryKeys.companyDocuments, queryFn: () => call(companyEndpoints.ownDocuments) });

/** PUT /api/company/documents/trade-licence: uploads or replaces the trade licence (a data URL). */
export const useUploadTradeLicence = () =>
  useApiMutation({
    mutationFn: (document: string) => call(companyEndpoints.uploadTradeLicence, { body: { document } }),
    successToast: "Trade licence uploaded",
    errorToast: false,
    errorFallback: "Failed to upload the trade licence",
    invalidates: [queryKeys.companyDocuments],
  });
