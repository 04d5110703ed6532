import type { DriverAndCancellationTermsBody } from "../../../../domain/contracts/companies";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const updateDriverAndCancellationTerms = ({
  companyId,
  terms,
}: {
  companyId: number;
  terms: DriverAndCancellationTermsBody;
}) => call(companyEndpoints.updateDriverAndCancellationTerms, { params: { id: companyId }, body: terms });

export const useUpdateDriverAndCancellationTerms = () =>
  useApiMutation({
    mutationFn: updateDriverAndCancellationTerms,
    successToast: "Driver and cancellation terms saved",
    errorFallback: "Failed to save driver and cancellation terms",
    // The terms change the quotes and forms visitors see of the company's vehicles.
    invalidates: (saved) => [
      queryKeys.driverAndCancellationTerms(saved.companyId),
      queryKeys.companies.rentalTerms(saved.companyId),
    ],
  });
