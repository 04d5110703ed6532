import type { CompanyProfileBody } from "../../../../domain/contracts/companies";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const updateCompanyProfile = (profile: CompanyProfileBody) =>
  call(companyEndpoints.updateProfile, { body: profile });

export const useUpdateCompanyProfile = () =>
  useApiMutation({
    mutationFn: updateCompanyProfile,
    successToast: { title: "Profile Updated", description: "Your company profile has been updated successfully." },
    errorFallback: "Failed to update profile. Please try again.",
    // The company's name and contact show on the public listings too, and its currency on every price.
    invalidates: [queryKeys.companyProfile, queryKeys.companies.all, queryKeys.vehicles.all, queryKeys.ownFleet],
  });
