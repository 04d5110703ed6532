import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CheckInBody, RenterCheckIn } from "../../../../domain/contracts/requests/check-in-schema";
import { requestEndpoints } from "../../../../domain/contracts/requests/endpoints";
import type { LicenseSide } from "../../../../domain/requests/check-in";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** GET /api/booking-requests/{token}/check-in: the renter's check-in and the agreement to sign. */
export const checkInQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.checkIn(token),
    queryFn: () => call(requestEndpoints.checkIn, { params: { token } }),
    staleTime: 0,
  });

export const useCheckIn = (token: string, enabled: boolean) => useQuery({ ...checkInQuery(token), enabled });

/** PUT …/check-in with one step's part; the answer is the new check-in. The form shows a refusal by its fields. */
export function useSaveCheckIn(token: string, successToast: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: CheckInBody) => call(requestEndpoints.saveCheckIn, { params: { token }, body }),
    successToast,
    errorFallback: "The check-in could not be saved. Please try again.",
    onSuccess: (view: RenterCheckIn) => queryClient.setQueryData(queryKeys.checkIn(token), view),
  });
}

/** PUT …/check-in/license/{side}: a photo of one side of the licence, as a data URL. */
export function useSaveLicensePhoto(token: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ side, image }: { side: LicenseSide; image: string }) =>
      call(requestEndpoints.putLicensePhoto, { params: { token, side }, body: { image } }),
    successToast: "Photo received.",
    errorFallback: "The photo could not be sent. Please try again.",
    onSuccess: (view: RenterCheckIn) => queryClient.setQueryData(queryKeys.checkIn(token), view),
  });
}
