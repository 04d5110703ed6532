import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { pathOf } from "../../../domain/contracts/endpoint";
import { requestEndpoints } from "../../../domain/contracts/requests/endpoints";
import type {
  BookingRequestCreateBody,
  BookingRequestCreated,
} from "../../../domain/contracts/requests/visitor-request-schema";
import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import { getVehicle } from "../../api/get-vehicle";
import { ApiError } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { sendWhenOnline } from "../../lib/send-when-online";

const KIND = "booking-request";

/** What became of a request kept on the phone, once the signal returned. */
export type OfflineRequestState =
  | { step: "waiting" }
  | { step: "sent"; created: BookingRequestCreated; body: BookingRequestCreateBody }
  /** The price changed meanwhile: nothing was recorded; `vehicle` carries the prices of now. */
  | { step: "price-changed"; vehicle: PublicVehicle }
  | { step: "refused"; error: ApiError };

/** The field a 409 names when the total the visitor read is no longer the price (record-request.ts). */
const isPriceChange = (answer: unknown) =>
  typeof answer === "object" &&
  answer !== null &&
  (answer as { errors?: { field: string }[] }).errors?.some((error) => error.field === "expectedTotal") === true;

/**
 * A Book Now form sent without a signal (docs/decisions/offline.md): kept on the phone by the
 * app's queue with its Idempotency-Key and the total the visitor read, sent when the signal returns.
 * The form hears how it went: recorded, refused, or a new price to confirm — the vehicle's prices
 * and its company's terms are read again first, so the form shows the new total.
 */
export function useOfflineRequest(vehicleId: number, companyId: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<OfflineRequestState>();
  const waitingFor = useRef<{ id: string; body: BookingRequestCreateBody }>(undefined);

  useEffect(
    () =>
      sendWhenOnline().onOutcome(({ entry, result, status, answer }) => {
        const waiting = waitingFor.current;
        if (entry.kind !== KIND || entry.id !== waiting?.id) return;
        waitingFor.current = undefined;
        if (result === "sent") {
          setState({ step: "sent", created: answer as BookingRequestCreated, body: waiting.body });
        } else if (status === 409 && isPriceChange(answer)) {
          void Promise.all([
            getVehicle(vehicleId),
            queryClient.invalidateQueries({ queryKey: queryKeys.companies.rentalTerms(companyId) }),
          ]).then(
            ([vehicle]) => setState({ step: "price-changed", vehicle }),
            (error: unknown) => setState({ step: "refused", error: error as ApiError }),
          );
        } else {
          setState({ step: "refused", error: new ApiError(status, JSON.stringify(answer ?? ""), "") });
        }
      }),
    [vehicleId, companyId, queryClient],
  );

  const keep = async (body: BookingRequestCreateBody) => {
    setState({ step: "waiting" });
    const entry = await sendWhenOnline().queue({
      kind: KIND,
      url: pathOf(requestEndpoints.send),
      body,
      labels: { sent: "Your booking request was sent", refused: "Your booking request was not sent" },
    });
    waitingFor.current = { id: entry.id, body };
  };

  return { state, keep, reset: () => setState(undefined) };
}
