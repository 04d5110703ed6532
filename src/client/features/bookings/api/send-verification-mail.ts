import { accountEndpoints } from "../../../../domain/contracts/accounts/endpoints";
import { call } from "../../../lib/api";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** POST /api/user/email-verification: a new link for the renter's email; the old one stops working. */
export const sendVerificationMail = () => call(accountEndpoints.sendVerificationMail);

export const useSendVerificationMail = () =>
  useApiMutation({
    mutationFn: sendVerificationMail,
    successToast: "Verification link sent",
    errorFallback: "The link could not be sent. Please try again.",
  });
