import { requestEndpoints } from "../../../../domain/contracts/requests/endpoints";
import type { HandoverBody } from "../../../../domain/contracts/requests/handover-schema";
import { callWithUploadProgress } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export interface HandoverSubmission {
  bookingId: number;
  handover: HandoverBody;
  /** How much of the photos has been sent, 0 to 1. */
  onProgress: (sent: number) => void;
}

/**
 * POST /api/bookings/{id}/handovers with its photos, telling the upload's progress. Sent with an
 * Idempotency-Key like every write: a retry records nothing twice.
 */
export const recordHandover = ({ bookingId, handover, onProgress }: HandoverSubmission) =>
  callWithUploadProgress(requestEndpoints.recordHandover, { params: { id: bookingId }, body: handover }, onProgress);

/** The inbox, Today and the calendars follow: a return completes the booking and frees the car. */
export const useRecordHandover = () =>
  useApiMutation({
    mutationFn: recordHandover,
    errorFallback: "The handover could not be recorded",
    errorToast: false,
    invalidates: [queryKeys.bookings.all, queryKeys.calendar.all],
  });
