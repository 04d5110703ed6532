import type { RentalPlacesBody } from "../../../../domain/contracts/companies";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const updateRentalPlaces = ({ companyId, places }: { companyId: number; places: RentalPlacesBody }) =>
  call(companyEndpoints.updateRentalPlaces, { params: { id: companyId }, body: places });

export const useUpdateRentalPlaces = () =>
  useApiMutation({
    mutationFn: updateRentalPlaces,
    successToast: "Places and fees saved",
    errorFallback: "Failed to save places and fees",
    // The places are part of the public rental terms every booking form of the company reads.
    invalidates: (saved) => [queryKeys.rentalPlaces(saved.companyId), queryKeys.companies.rentalTerms(saved.companyId)],
  });
