import { type FormEvent, useId, useState } from "react";
import { BANK_DETAILS_MAX, type CompanyPaymentTerms } from "../../../../domain/contracts/requests/payment-schema";
import {
  PAYMENT_MOMENT_LABELS,
  PAYMENT_MOMENTS,
  PAYMENT_WAY_LABELS,
  PAYMENT_WAYS,
  type PaymentMoment,
  type PaymentWay,
} from "../../../../domain/requests/payments";
import { FormField } from "../../../components/form-field";
import { NativeSelect } from "../../../components/native-select";
import { QueryState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { usePaymentTerms, useUpdatePaymentTerms } from "../api/payment-terms";

/** "How you are paid": the ways the company takes money and when (docs/product-rules.md, "Payments"). */
export function PaymentTermsCard() {
  const { t } = useI18n();
  const terms = usePaymentTerms();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("How you are paid")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {terms.data ? (
          <PaymentTermsForm key={JSON.stringify(terms.data)} saved={terms.data.terms} />
        ) : (
          <QueryState
            isLoading={terms.isLoading}
            error={terms.error ?? new Error("no terms")}
            fallback="Failed to load the payment terms"
            label="payment terms"
          />
        )}
      </CardContent>
    </Card>
  );
}

function PaymentTermsForm({ saved }: { saved: CompanyPaymentTerms["terms"] }) {
  const { t } = useI18n();
  const id = useId();
  const update = useUpdatePaymentTerms();
  const [ways, setWays] = useState<PaymentWay[]>(saved?.ways ?? []);
  const [bankDetails, setBankDetails] = useState(saved?.bankDetails ?? "");
  const [paymentLinkUrl, setPaymentLinkUrl] = useState(saved?.paymentLinkUrl ?? "");
  const [depositDue, setDepositDue] = useState<PaymentMoment>(saved?.depositDue ?? "confirmation");
  const [restDue, setRestDue] = useState<PaymentMoment>(saved?.restDue ?? "pick-up");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toggle = (way: PaymentWay, on: boolean) =>
    setWays((current) => (on ? [...current, way] : current.filter((w) => w !== way)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    update.mutate(
      {
        ways,
        bankDetails: ways.includes("bank_transfer") ? bankDetails : null,
        paymentLinkUrl: ways.includes("payment_link") ? paymentLinkUrl : null,
        depositDue,
        restDue,
      },
      { onError: (error) => error instanceof ApiError && setErrors(error.fieldErrors) },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t("Renters see this, with the amounts due, once you confirm their booking.")}
      </p>
      <fieldset className="space-y-2" aria-describedby={errors.ways ? `${id}-ways` : undefined}>
        <legend className="text-sm font-medium">{t("Ways you take payments")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PAYMENT_WAYS.map((way) => (
            <div key={way} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${way}`}
                checked={ways.includes(way)}
                onCheckedChange={(checked) => toggle(way, checked === true)}
              />
              <Label htmlFor={`${id}-${way}`}>{t(PAYMENT_WAY_LABELS[way])}</Label>
            </div>
          ))}
        </div>
        {errors.ways && (
          <p id={`${id}-ways`} role="alert" className="text-sm font-medium text-destructive">
            {t(errors.ways)}
          </p>
        )}
      </fieldset>
      {ways.includes("bank_transfer") && (
        <FormField label={t("Bank details")} error={errors.bankDetails} hint={t("Bank, account name and number.")}>
          <Textarea
            value={bankDetails}
            onChange={(event) => setBankDetails(event.target.value)}
            maxLength={BANK_DETAILS_MAX}
            rows={3}
          />
        </FormField>
      )}
      {ways.includes("payment_link") && (
        <FormField
          label={t("Your payment page")}
          error={errors.paymentLinkUrl}
          hint={t("Its full https:// address, e.g. your PayPal or card page.")}
        >
          <Input
            type="url"
            inputMode="url"
            value={paymentLinkUrl}
            onChange={(event) => setPaymentLinkUrl(event.target.value)}
            placeholder="https://"
          />
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("Deposit due")} error={errors.depositDue}>
          <NativeSelect value={depositDue} onChange={(event) => setDepositDue(event.target.value as PaymentMoment)}>
            {PAYMENT_MOMENTS.map((moment) => (
              <option key={moment} value={moment}>
                {t(PAYMENT_MOMENT_LABELS[moment])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("Rest due")} error={errors.restDue}>
          <NativeSelect value={restDue} onChange={(event) => setRestDue(event.target.value as PaymentMoment)}>
            {PAYMENT_MOMENTS.map((moment) => (
              <option key={moment} value={moment}>
                {t(PAYMENT_MOMENT_LABELS[moment])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t("Saving...") : t("Save payment terms")}
      </Button>
    </form>
  );
}
