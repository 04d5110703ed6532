import type { Booking } from "../../../../domain/contracts/requests/request-schema";
import { useI18n } from "../../../lib/i18n";

const WHO = {
  renter: "Cancelled by the renter.",
  company: "Cancelled by the company, with no cancellation charge to the renter.",
  "no-show": "Cancelled: the renter did not come to collect the vehicle (no-show).",
} as const;

/** Who cancelled a booking and, for the company, its reason (docs/product-rules.md, "Cancellations and no-shows"). */
export function CancelledNote({ booking }: { booking: Pick<Booking, "status" | "cancelledBy" | "cancelReason"> }) {
  const { t } = useI18n();
  if (booking.status !== "cancelled" || !booking.cancelledBy) return null;
  return (
    <div className="rounded-md border bg-muted/40 p-3" data-testid="cancelled-note">
      <p>{t(WHO[booking.cancelledBy])}</p>
      {booking.cancelReason && (
        <p className="mt-1 whitespace-pre-line break-words">
          <span className="font-medium">{t("Reason:")}</span> {booking.cancelReason}
        </p>
      )}
    </div>
  );
}
