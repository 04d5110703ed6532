import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf } from "../../../../domain/contracts/endpoint";
import type { CheckInBody, RenterCheckIn } from "../../../../domain/contracts/requests/check-in-schema";
import { requestEndpoints } from "../../../../domain/contracts/requests/endpoints";
import type { LicenseSide } from "../../../../domain/requests/check-in";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/**
 * Whose check-in the form works on: the status link's (its secret) or, from My Bookings, the signed-in
 * renter's own booking (its id). Both reach the same server rules (docs/product-rules.md, "Check-in").
 */
export type CheckInOwner = { token: string } | { bookingId: number };

/** The check-in's calls and addresses for one owner: the status link's routes, or the account's. */
function checkInApi(owner: CheckInOwner) {
  if ("token" in owner) {
    const { token } = owner;
    return {
      key: queryKeys.checkIn(token),
      view: () => call(requestEndpoints.checkIn, { params: { token } }),
      save: (body: CheckInBody) => call(requestEndpoints.saveCheckIn, { params: { token }, body }),
      putPhoto: (side: LicenseSide, image: string) =>
        call(requestEndpoints.putLicensePhoto, { params: { token, side }, body: { image } }),
      photoPath: (side: LicenseSide) => pathOf(requestEndpoints.licensePhoto, { token, side }),
      agreementPath: pathOf(requestEndpoints.agreement, { token }),
    };
  }
  const id = owner.bookingId;
  return {
    key: queryKeys.myCheckIn(id),
    view: () => call(requestEndpoints.accountCheckIn, { params: { id } }),
    save: (body: CheckInBody) => call(requestEndpoints.saveAccountCheckIn, { params: { id }, body }),
    putPhoto: (side: LicenseSide, image: string) =>
      call(requestEndpoints.putAccountLicensePhoto, { params: { id, side }, body: { image } }),
    photoPath: (side: LicenseSide) => pathOf(requestEndpoints.bookingLicensePhoto, { id, side }),
    agreementPath: pathOf(requestEndpoints.bookingAgreement, { id }),
  };
}

/** Where the form shows a licence photo and offers the signed PDF. */
export const checkInPaths = (owner: CheckInOwner) => {
  const { photoPath, agreementPath } = checkInApi(owner);
  return { photoPath, agreementPath };
};

/** GET …/check-in: the renter's check-in and the agreement to sign. */
export const checkInQuery = (owner: CheckInOwner) => {
  const api = checkInApi(owner);
  return queryOptions({ queryKey: api.key, queryFn: api.view, staleTime: 0 });
};

export const useCheckIn = (owner: CheckInOwner, enabled: boolean) => useQuery({ ...checkInQuery(owner), enabled });

/**
 * The answer of a write is the new check-in; from My Bookings the list's badge follows it too.
 */
function useKeepCheckIn(owner: CheckInOwner) {
  const queryClient = useQueryClient();
  return (view: RenterCheckIn) => {
    queryClient.setQueryData(checkInApi(owner).key, view);
    if ("bookingId" in owner) void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.mine });
  };
}

/** PUT …/check-in with one step's part. The form shows a refusal by its fields. */
export function useSaveCheckIn(owner: CheckInOwner, successToast: string) {
  const keep = useKeepCheckIn(owner);
  return useApiMutation({
    mutationFn: (body: CheckInBody) => checkInApi(owner).save(body),
    successToast,
    errorFallback: "The check-in could not be saved. Please try again.",
    onSuccess: keep,
  });
}

/** PUT …/check-in/license/{side}: a photo of one side of the licence, as a data URL. */
export function useSaveLicensePhoto(owner: CheckInOwner) {
  const keep = useKeepCheckIn(owner);
  return useApiMutation({
    mutationFn: ({ side, image }: { side: LicenseSide; image: string }) => checkInApi(owner).putPhoto(side, image),
    successToast: "Photo received.",
    errorFallback: "The photo could not be sent. Please try again.",
    onSuccess: keep,
  });
}
