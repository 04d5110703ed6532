import { mailEndpoints } from "../../../../domain/contracts/mails/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const retryMail = (id: number) => call(mailEndpoints.retry, { params: { id } });

export const useRetryMail = () =>
  useApiMutation({
    mutationFn: retryMail,
    successToast: "Mail queued again",
    errorFallback: "Failed to retry the mail",
    invalidates: [queryKeys.admin.mails],
  });
