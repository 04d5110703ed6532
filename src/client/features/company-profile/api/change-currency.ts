import type { CurrencyChangeBody } from "../../../../domain/contracts/companies/currency-change";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const changeCurrency = ({ companyId, change }: { companyId: number; change: CurrencyChangeBody }) =>
  call(companyEndpoints.changeCurrency, { params: { id: companyId }, body: change });

export const useChangeCurrency = () =>
  useApiMutation({
    mutationFn: changeCurrency,
    successToast: (changed) => ({
      title: "Currency changed",
      description:
        changed.amounts === "convert"
          ? "Your amounts were converted at EC$2.70 to US$1."
          : "Your amounts kept their numbers.",
    }),
    errorFallback: "Failed to change the currency",
    // The card says why beside the choice it concerns.
    errorToast: false,
    // The currency and every amount: the profile's cards, the fleet, and the public prices and terms.
    invalidates: (changed) => [
      queryKeys.companyProfile,
      queryKeys.companyExtras(changed.companyId),
      queryKeys.rentalPlaces(changed.companyId),
      queryKeys.driverAndCancellationTerms(changed.companyId),
      queryKeys.ownFleet,
      queryKeys.vehicles.all,
      queryKeys.companies.all,
    ],
  });
