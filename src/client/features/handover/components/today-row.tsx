import { Check, CloudOff, MessageCircle, Phone } from "lucide-react";
import type { HandoverRow } from "../../../../domain/contracts/requests/today-schema";
import { HANDOVER_KIND_LABELS } from "../../../../domain/requests/handovers";
import { formatDominicaTime } from "../../../../domain/requests/mails";
import { vehicleName } from "../../../../domain/vehicle-name";
import { bookingReplyMessage, whatsAppLink } from "../../../../domain/whatsapp";
import { useArrivalText } from "../../../components/arrival-text";
import { CheckInBadge } from "../../../components/check-in-state";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";
import type { KeptHandover } from "../use-kept-handovers";

const BIG_LINK =
  "inline-flex h-12 items-center justify-center gap-2 rounded-md border bg-background text-base font-medium hover:bg-accent";

/**
 * One pick-up or return on the company's Today, made for a thumb: who, which car, where and when,
 * the renter's check-in and arrival, a call and a WhatsApp to the renter, and the button that starts
 * the handover. The badges sit in one column at the top right, wrapping a long (French) state.
 * `kept`: a handover recorded without a signal, waiting on the phone, sent, or refused by the server.
 */
export function TodayRow({ row, kept, onStart }: { row: HandoverRow; kept?: KeptHandover; onStart: () => void }) {
  const { t, language } = useI18n();
  const translated = useTranslatedMessage();
  const arrivalText = useArrivalText();
  const { booking } = row;
  const checkInState = booking.checkIn?.state ?? "not-started";
  const arrival = booking.checkIn?.arrival;
  const isWaiting = kept?.step === "waiting" && !row.doneAt;
  const customer = booking.customer;
  const kind = t(HANDOVER_KIND_LABELS[row.kind]);
  const headingId = `today-${row.kind}-${booking.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-lg border bg-card p-4 shadow-xs"
      data-testid="today-row"
      data-kind={row.kind}
      data-booking={booking.id}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            {kind} · {row.time ?? t("time not given")}
          </p>
          <h3 id={headingId} className="break-words text-lg font-semibold" translate="no">
            {customer?.fullName ?? t("Renter's details erased")}
          </h3>
          <p>{vehicleName(booking.vehicle)}</p>
          <p className="text-sm text-muted-foreground">
            {t(row.place)} · <span translate="no">{booking.reference ?? `#${booking.id}`}</span>
          </p>
          {row.kind === "pick-up" && arrival && (
            <p className="text-sm" data-testid="today-arrival">
              {t("Arrives: {{arrival}}", { arrival: arrivalText(arrival) })}
            </p>
          )}
        </div>
        <div
          className="flex max-w-[40%] shrink-0 flex-col items-end gap-1 [&>*]:whitespace-normal [&>*]:text-right"
          data-testid="today-badges"
        >
          {row.isLate && <Badge variant="destructive">{t("Late")}</Badge>}
          {row.doneAt && <Badge variant="success">{t("Done")}</Badge>}
          {isWaiting && <Badge variant="warning">{t("Waiting for signal")}</Badge>}
          {kept?.step === "sent" && <Badge variant="success">{t("Sent")}</Badge>}
          {kept?.step === "refused" && <Badge variant="destructive">{t("Not sent")}</Badge>}
          <CheckInBadge state={checkInState} testId="today-check-in" />
        </div>
      </div>
      {customer && (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <a
            href={`tel:${customer.phone}`}
            className={BIG_LINK}
            aria-label={t("Call {{name}}", { name: customer.fullName })}
          >
            <Phone aria-hidden className="size-5" />
            {t("Call")}
          </a>
          <a
            href={whatsAppLink(customer.phone, bookingReplyMessage({ ...booking, customer }))}
            target="_blank"
            rel="noreferrer"
            className={BIG_LINK}
            aria-label={t("WhatsApp {{name}}", { name: customer.fullName })}
          >
            <MessageCircle aria-hidden className="size-5" />
            WhatsApp
          </a>
        </div>
      )}
      {row.doneAt ? (
        <p className="mt-3 flex items-center gap-2 font-medium text-green-700" data-testid="today-done">
          <Check aria-hidden className="size-5" />
          {t("{{kind}} recorded {{time}}", { kind, time: formatDominicaTime(new Date(row.doneAt), language) })}
        </p>
      ) : isWaiting ? (
        <p className="mt-3 flex items-center gap-2 font-medium" role="status" data-testid="today-kept">
          <CloudOff aria-hidden className="size-5 shrink-0" />
          {t("{{kind}} kept on this phone: it is sent when the signal returns.", { kind })}
        </p>
      ) : (
        <Button className="mt-2 h-12 w-full text-base" onClick={onStart}>
          {row.kind === "pick-up" ? t("Start pick-up") : t("Start return")}
        </Button>
      )}
      {/* Kept in view once Today has reloaded: the record the row shows may be another phone's. */}
      {kept?.step === "refused" && (
        <p className="mt-3 font-medium text-destructive" role="alert" data-testid="today-refused">
          {t("{{kind}} from this phone not recorded: {{reason}}", { kind, reason: translated(kept.message) })}
        </p>
      )}
    </li>
  );
}
