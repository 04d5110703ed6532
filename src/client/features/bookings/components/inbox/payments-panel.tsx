import { type FormEvent, useState } from "react";
import type { CompanyBooking } from "../../../../../domain/contracts/requests/request-schema";
import { formatDominicaTime } from "../../../../../domain/requests/mails";
import {
  mayRecordPayment,
  PAYMENT_KIND_LABELS,
  PAYMENT_KINDS,
  PAYMENT_NOTE_MAX,
  PAYMENT_WAY_LABELS,
  PAYMENT_WAYS,
  type PaymentKind,
  type PaymentWay,
} from "../../../../../domain/requests/payments";
import { FormField } from "../../../../components/form-field";
import { NativeSelect } from "../../../../components/native-select";
import { Button } from "../../../../components/ui/button";
import { Input } from "../../../../components/ui/input";
import { ApiError } from "../../../../lib/api";
import { useMoney } from "../../../../lib/display-currency";
import { useI18n } from "../../../../lib/i18n";
import { useRecordPayment } from "../../api/company-booking-actions";

/**
 * What the company received for a booking or gave back, and a form to record more
 * (docs/product-rules.md, "Payments"); the booking's payment status follows from these.
 */
export function PaymentsPanel({ booking }: { booking: CompanyBooking }) {
  const { t, language } = useI18n();
  const { total } = useMoney();
  if (!mayRecordPayment(booking.status)) return null;
  return (
    <details className="rounded-md border p-3" data-testid="payments-panel" open={booking.payments.length > 0}>
      <summary className="cursor-pointer font-medium">
        {t("Payments ({{count}})", { count: booking.payments.length })}
      </summary>
      {booking.payments.length > 0 && (
        <ul className="mt-2 divide-y">
          {booking.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap justify-between gap-x-4 py-1.5">
              <span>
                <span className="font-medium">{t(PAYMENT_KIND_LABELS[payment.kind])}</span>
                {" · "}
                {t(PAYMENT_WAY_LABELS[payment.method])}
                {payment.note && <span className="block text-muted-foreground break-words">{payment.note}</span>}
              </span>
              <span className="text-right tabular-nums">
                {payment.kind === "refund" ? "− " : ""}
                {total(payment.amount, booking.priceCurrency)}
                <span className="block text-xs text-muted-foreground">
                  {formatDominicaTime(new Date(payment.createdAt), language)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <PaymentForm booking={booking} />
    </details>
  );
}

function PaymentForm({ booking }: { booking: CompanyBooking }) {
  const { t } = useI18n();
  const record = useRecordPayment();
  const [kind, setKind] = useState<PaymentKind>(booking.payments.length === 0 ? "deposit" : "payment");
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<PaymentWay>("bank_transfer");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    record.mutate(
      { id: booking.id, payment: { kind, amount: Number(amount), method, note: note.trim() || undefined } },
      {
        onSuccess: () => {
          setAmount("");
          setNote("");
        },
        onError: (error) => error instanceof ApiError && setErrors(error.fieldErrors),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FormField label={t("Kind")} error={errors.kind}>
        <NativeSelect value={kind} onChange={(event) => setKind(event.target.value as PaymentKind)}>
          {PAYMENT_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(PAYMENT_KIND_LABELS[option])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("Amount ({{currency}})", { currency: booking.priceCurrency })} error={errors.amount}>
        <Input
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
        />
      </FormField>
      <FormField label={t("Method")} error={errors.method}>
        <NativeSelect value={method} onChange={(event) => setMethod(event.target.value as PaymentWay)}>
          {PAYMENT_WAYS.map((option) => (
            <option key={option} value={option}>
              {t(PAYMENT_WAY_LABELS[option])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("Note (optional)")} error={errors.note}>
        <Input value={note} onChange={(event) => setNote(event.target.value)} maxLength={PAYMENT_NOTE_MAX} />
      </FormField>
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? t("Saving...") : t("Record payment")}
        </Button>
      </div>
    </form>
  );
}
