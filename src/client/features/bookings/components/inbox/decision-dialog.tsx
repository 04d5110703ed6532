import { Check, X } from "lucide-react";
import { useRef, useState } from "react";
import { COMPANY_MESSAGE_MAX, type CompanyBooking } from "../../../../../domain/contracts/requests/request-schema";
import { formatLongDate } from "../../../../../domain/dates";
import { vehicleName } from "../../../../../domain/vehicle-name";
import type { BookingDecision } from "../../../../api/change-booking-status";
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
import { useI18n } from "../../../../lib/i18n";

const WORDS = {
  confirmed: { title: "Approve this request?", button: "Approve", Icon: Check },
  rejected: { title: "Decline this request?", button: "Decline", Icon: X },
} as const;

/**
 * Approve or Decline, with an optional message to the renter (sent with the decision mail and shown
 * on the request's page). An approval names the waiting requests it will decline: those of the
 * same vehicle sharing a day with it. The dialog stays open while saving and after a failure, so a
 * message is never lost; the owner closes it on success.
 */
export function DecisionDialog({
  booking,
  decision,
  overlapping,
  isSaving,
  onDecide,
  onClose,
  onCloseAutoFocus,
}: {
  booking: CompanyBooking;
  decision: BookingDecision;
  /** The waiting requests an approval would decline. */
  overlapping: CompanyBooking[];
  isSaving: boolean;
  onDecide: (message: string) => void;
  onClose: () => void;
  /** Once the dialog has closed; focus goes back to the button that opened it unless this prevents it. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t, language } = useI18n();
  const [message, setMessage] = useState("");
  // The dialog opens without a Radix trigger, so Radix has no button to give focus back to.
  const opener = useRef(globalThis.document?.activeElement as HTMLElement | null);
  const { title, button, Icon } = WORDS[decision];
  const request = booking.reference ?? t("Booking #{{id}}", { id: booking.id });
  return (
    <Dialog open onOpenChange={(open) => !open && !isSaving && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onDecide(message.trim());
          }}
        >
          <DialogHeader>
            <DialogTitle>{t(title)}</DialogTitle>
            <DialogDescription>
              {t("{{request}}: {{renter}}, {{vehicle}}, {{from}} to {{to}}", {
                request,
                renter: booking.customer?.fullName ?? "—",
                vehicle: vehicleName(booking.vehicle),
                from: formatLongDate(booking.startDate, language),
                to: formatLongDate(booking.endDate, language),
              })}
            </DialogDescription>
          </DialogHeader>
          {decision === "confirmed" && overlapping.length > 0 && (
            <p className="rounded-md border border-warning/60 bg-warning/10 p-3 text-sm">
              {t(
                "Approving also declines the waiting requests for this vehicle that share these days: {{references}}. Each renter is told by email, with your other vehicles free on those dates.",
                { references: overlapping.map((b) => b.reference ?? t("Booking #{{id}}", { id: b.id })).join(", ") },
              )}
            </p>
          )}
          <FormField
            label={t("Message to the renter (optional)")}
            hint={t("Sent with your decision by email and shown on the request's page.")}
          >
            <Textarea
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={COMPANY_MESSAGE_MAX}
              rows={4}
              placeholder={
                decision === "confirmed"
                  ? t("e.g. We will meet you at the airport arrivals hall.")
                  : t("e.g. The vehicle is in for repairs on those dates.")
              }
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSaving}>
                {t("Cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant={decision === "confirmed" ? "default" : "destructive"} disabled={isSaving}>
              <Icon aria-hidden />
              {isSaving ? t("Saving...") : t(button)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
