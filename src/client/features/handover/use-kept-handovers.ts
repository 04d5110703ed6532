import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { pathOf } from "../../../domain/contracts/endpoint";
import { requestEndpoints } from "../../../domain/contracts/requests/endpoints";
import type { HandoverBody } from "../../../domain/contracts/requests/handover-schema";
import type { HandoverKind } from "../../../domain/requests/handovers";
import { ApiError, errorMessage } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { type QueuedSend, sendWhenOnline } from "../../lib/send-when-online";

const KIND = "handover";

/** Where a handover written without a signal stands: on the phone, gone, or refused with the server's reason. */
export type KeptHandover = { step: "waiting" } | { step: "sent" } | { step: "refused"; message: string };

/** A Today row's handover, as its queued send names it: the booking's address and the kind in the body. */
const keyOf = (url: string, kind: HandoverKind) => `${url} ${kind}`;
const entryKey = (entry: QueuedSend) => keyOf(entry.url, (entry.body as HandoverBody).kind);
export const rowKey = (bookingId: number, kind: HandoverKind) =>
  keyOf(pathOf(requestEndpoints.recordHandover, { id: bookingId }), kind);

/**
 * Handovers recorded without a signal (docs/decisions/offline.md): kept on the phone by the
 * app's one queue with their photos, the renter's `confirmedAt` and one Idempotency-Key, so the
 * server records each once however often the phone tries. Today reads here which are waiting (also
 * those a previous visit left), which went and which the server refused.
 */
export function useKeptHandovers() {
  const queryClient = useQueryClient();
  const [kept, setKept] = useState<ReadonlyMap<string, KeptHandover>>(new Map());
  const mark = useCallback(
    (key: string, state: KeptHandover) => setKept((current) => new Map(current).set(key, state)),
    [],
  );

  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    const queue = sendWhenOnline();
    let live = true;
    void queue.pending().then((entries) => {
      if (!live) return;
      setKept((current) => {
        const next = new Map(current);
        for (const entry of entries) if (entry.kind === KIND) next.set(entryKey(entry), { step: "waiting" });
        return next;
      });
    });
    const stop = queue.onOutcome(({ entry, result, status, answer }) => {
      if (entry.kind !== KIND) return;
      if (result === "sent") mark(entryKey(entry), { step: "sent" });
      else {
        const refusal = new ApiError(status, typeof answer === "string" ? answer : JSON.stringify(answer), "");
        mark(entryKey(entry), {
          step: "refused",
          message: errorMessage(refusal, "The handover could not be recorded"),
        });
      }
      // Today, the inbox and the calendars follow, as after a handover sent at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.calendar.all });
    });
    return () => {
      live = false;
      stop();
    };
  }, [queryClient, mark]);

  /** Keeps the handover on the phone and sends it as soon as there is a signal. */
  const keep = useCallback(
    async (bookingId: number, handover: HandoverBody) => {
      // Marked before queuing: the queue tries at once, and its outcome must not be overwritten.
      mark(rowKey(bookingId, handover.kind), { step: "waiting" });
      await sendWhenOnline().queue({
        kind: KIND,
        url: pathOf(requestEndpoints.recordHandover, { id: bookingId }),
        body: handover,
        labels: { sent: "The handover was sent", refused: "The handover was not sent" },
      });
    },
    [mark],
  );

  return { kept, keep };
}
