import { Ban, UserX } from "lucide-react";
import { useRef, useState } from "react";
import type { CompanyBooking } from "../../../../../domain/contracts/requests/request-schema";
import { formatLongDate } from "../../../../../domain/dates";
import { CANCEL_REASON_MAX } from "../../../../../domain/requests/refusals";
import { vehicleName } from "../../../../../domain/vehicle-name";
import { FormField } from "../../../../components/form-field";
import { Button } from "../../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../../components/ui/dialog";
import { Textarea } from "../../../../components/ui/textarea";
import { ApiError } from "../../../../lib/api";
import { useI18n } from "../../../../lib/i18n";
import { useCancelByCompany, useMarkNoShow } from "../../api/company-booking-actions";

/**
 * The company keeps a booking it took (docs/product-rules.md, "Cancellations and no-shows"):
 * Cancel booking, with a reason the renter is mailed, and Mark as no-show once the pick-up time has
 * passed. Each is offered only when the server would allow it.
 */
export function CompanyUpkeep({ booking }: { booking: CompanyBooking }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState<"cancel" | "no-show" | null>(null);
  // Pending requests are declined with Decline; Cancel is for a booking the company confirmed.
  const mayCancel = booking.mayCancel && booking.status === "confirmed";
  if (!mayCancel && !booking.mayMarkNoShow) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {mayCancel && (
        <Button type="button" variant="outline" onClick={() => setAsking("cancel")}>
          <Ban aria-hidden />
          {t("Cancel booking")}
        </Button>
      )}
      {booking.mayMarkNoShow && (
        <Button type="button" variant="outline" onClick={() => setAsking("no-show")}>
          <UserX aria-hidden />
          {t("Mark as no-show")}
        </Button>
      )}
      {asking && <UpkeepDialog booking={booking} action={asking} onClose={() => setAsking(null)} />}
    </div>
  );
}

function UpkeepDialog({
  booking,
  action,
  onClose,
}: {
  booking: CompanyBooking;
  action: "cancel" | "no-show";
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const cancel = useCancelByCompany();
  const noShow = useMarkNoShow();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const opener = useRef(globalThis.document?.activeElement as HTMLElement | null);
  const saving = cancel.isPending || noShow.isPending;
  const submit = () => {
    setError(undefined);
    if (action === "no-show") {
      noShow.mutate(booking.id, { onSuccess: onClose });
      return;
    }
    cancel.mutate(
      { id: booking.id, reason: reason.trim() },
      {
        onSuccess: onClose,
        onError: (failure) => failure instanceof ApiError && setError(failure.fieldErrors.reason),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>
              {action === "cancel" ? t("Cancel this booking?") : t("Mark this booking as a no-show?")}
            </DialogTitle>
            <DialogDescription>
              {t("{{request}}: {{renter}}, {{vehicle}}, {{from}} to {{to}}", {
                request: booking.reference ?? t("Booking #{{id}}", { id: booking.id }),
                renter: booking.customer?.fullName ?? "—",
                vehicle: vehicleName(booking.vehicle),
                from: formatLongDate(booking.startDate, language),
                to: formatLongDate(booking.endDate, language),
              })}
            </DialogDescription>
          </DialogHeader>
          {action === "cancel" ? (
            <FormField
              label={t("Reason, sent to the renter")}
              error={error}
              hint={t(
                "The renter is emailed your reason and your other vehicles free on those dates. Nothing is charged to them for this cancellation.",
              )}
            >
              <Textarea
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={CANCEL_REASON_MAX}
                rows={4}
                required
                placeholder={t("e.g. The vehicle broke down and cannot be repaired in time.")}
              />
            </FormField>
          ) : (
            <p className="text-sm">
              {t("The booking ends as cancelled: the renter did not come to collect the vehicle.")}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={saving}>
                {t("Keep the booking")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={saving}>
              {saving ? t("Saving...") : action === "cancel" ? t("Cancel booking") : t("Mark as no-show")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
