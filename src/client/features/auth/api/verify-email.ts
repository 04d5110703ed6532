import { accountEndpoints } from "../../../../domain/contracts/accounts/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** POST /api/email-verifications: the mailed link's secret proves the address; its requests join the account. */
export const verifyEmail = (token: string) => call(accountEndpoints.verifyEmail, { body: { token } });

export const useVerifyEmail = () =>
  useApiMutation({
    mutationFn: verifyEmail,
    errorFallback: "Your email could not be verified. Please try again.",
    invalidates: [queryKeys.user, queryKeys.bookings.mine],
  });
