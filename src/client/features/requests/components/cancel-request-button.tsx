import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { useCancelBookingRequest } from "../api/cancel-booking-request";

/** "Cancel request" on the status page, through the request's secret link. */
export function CancelRequestButton({
  token,
  companyName,
  vehicle,
  cost,
}: {
  token: string;
  companyName: string;
  vehicle: string;
  cost?: string;
}) {
  const cancel = useCancelBookingRequest();
  return (
    <ConfirmCancelRequest
      companyName={companyName}
      vehicle={vehicle}
      cost={cost}
      isPending={cancel.isPending}
      onConfirm={(close) => cancel.mutate(token, { onSettled: close })}
    />
  );
}

/**
 * "Cancel request", asked once more in a dialog that says the company is told; the status page and
 * My Bookings each withdraw the request their own way (`onConfirm`, which closes when it settles).
 */
export function ConfirmCancelRequest({
  companyName,
  vehicle,
  isPending,
  onConfirm,
  describedBy,
  cost,
}: {
  companyName: string;
  vehicle: string;
  /** What cancelling now would cost under the request's cancellation policy (`cancellationCostText`). */
  cost?: string;
  isPending: boolean;
  onConfirm: (close: () => void) => void;
  /** The card the button belongs to, where several are listed. */
  describedBy?: string;
}) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          className="w-full border-destructive text-destructive sm:w-auto"
          aria-describedby={describedBy}
        >
          {t("Cancel request")}
        </Button>
      }
      title={t("Cancel this request?")}
      confirmLabel={t("Cancel request")}
      pendingLabel={t("Cancelling…")}
      cancelLabel={t("Keep it")}
      isPending={isPending}
      isDestructive
      onConfirm={onConfirm}
    >
      <p>
        {t("{{company}} will be told that you no longer need the {{vehicle}}. This cannot be undone.", {
          company: companyName,
          vehicle,
        })}
      </p>
      {cost && <p data-testid="cancellation-cost">{cost}</p>}
    </ConfirmDialog>
  );
}
