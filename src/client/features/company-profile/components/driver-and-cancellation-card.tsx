import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CANCELLATION_LIMITS } from "../../../../domain/cancellation-policy";
import {
  type DriverAndCancellationTerms,
  type DriverAndCancellationTermsAnswer,
  type DriverAndCancellationTermsBody,
  driverAndCancellationTermsBody,
} from "../../../../domain/contracts/companies";
import { DRIVER_AGES } from "../../../../domain/driver-checks";
import { DRIVER_TERM_LIMITS } from "../../../../domain/driver-terms";
import { CURRENCY_NAMES, type Currency } from "../../../../domain/money";
import { AmountInput } from "../../../components/amount-input";
import { FormField } from "../../../components/form-field";
import { NativeSelect } from "../../../components/native-select";
import { QueryState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { useDriverAndCancellationTerms } from "../api/get-driver-and-cancellation-terms";
import { useUpdateDriverAndCancellationTerms } from "../api/update-driver-and-cancellation-terms";
import { SaveState } from "../unsaved-changes";

/** 'Drivers and Cancellation': who may drive, the driver fees and the cancellation policy (docs/product-rules.md). */
export function DriverAndCancellationCard({ companyId, currency }: { companyId: number; currency: Currency }) {
  const { t } = useI18n();
  const terms = useDriverAndCancellationTerms(companyId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("Drivers and Cancellation")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {terms.data ? (
          <TermsForm key={JSON.stringify(terms.data)} companyId={companyId} terms={terms.data} currency={currency} />
        ) : (
          <QueryState
            isLoading={terms.isLoading}
            error={terms.error ?? new Error("no terms")}
            fallback="Failed to load driver and cancellation terms"
            label="driver and cancellation terms"
          />
        )}
      </CardContent>
    </Card>
  );
}

type Field = keyof DriverAndCancellationTermsBody;
/** An empty box is "none"; anything else is read as a number, which the schema then judges. */
const optionalNumber = (value: unknown) => (value === "" || value === null ? null : Number(value));

function TermsForm({
  companyId,
  terms,
  currency,
}: {
  companyId: number;
  terms: DriverAndCancellationTermsAnswer;
  currency: Currency;
}) {
  const { t } = useI18n();
  const update = useUpdateDriverAndCancellationTerms();
  const { companyId: _id, ...defaultValues } = terms;
  const form = useForm<DriverAndCancellationTermsBody, unknown, DriverAndCancellationTerms>({
    resolver: zodResolver(driverAndCancellationTermsBody),
    defaultValues,
  });
  const errors = form.formState.errors;
  const [permit, cancellation] = form.watch(["permit", "cancellation"]);
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { companyId, terms: values },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            form.setError(field as Field, { message });
          }
        },
      },
    ),
  );
  const whole = (field: Field) => form.register(field, { valueAsNumber: true });
  const optional = (field: Field) => form.register(field, { setValueAs: optionalNumber });
  const money = CURRENCY_NAMES[currency];
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-semibold">{t("Drivers")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t("Minimum driver age")}
            error={errors.minimumDriverAge?.message}
            hint={t("On the first day of the rental; at least {{age}}.", { age: DRIVER_AGES.minimum })}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={DRIVER_AGES.minimum}
              max={DRIVER_TERM_LIMITS.oldestMinimumAge}
              {...whole("minimumDriverAge")}
            />
          </FormField>
          <FormField
            label={t("Years with a licence")}
            error={errors.minimumLicenseYears?.message}
            hint={t("Whole years since the licence was first issued, on the first day of the rental.")}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={DRIVER_TERM_LIMITS.licenseYears}
              {...whole("minimumLicenseYears")}
            />
          </FormField>
          <FormField
            label={t("Young-driver fee per day ({{currency}})", { currency: money })}
            error={errors.youngDriverFee?.message}
            hint={t("Leave empty for none.")}
          >
            <AmountInput {...optional("youngDriverFee")} />
          </FormField>
          <FormField
            label={t("Young-driver fee applies under age")}
            error={errors.youngDriverUnderAge?.message}
            hint={t("For example 25: drivers aged 24 or younger pay it.")}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={DRIVER_AGES.minimum + 1}
              max={DRIVER_TERM_LIMITS.oldestMinimumAge}
              {...optional("youngDriverUnderAge")}
            />
          </FormField>
          <FormField label={t("Dominica temporary driving permit")} error={errors.permit?.message}>
            <NativeSelect {...form.register("permit")}>
              <option value="not_stated">{t("Not stated: the form's general note")}</option>
              <option value="company">{t("We arrange it for a fee")}</option>
              <option value="renter">{t("The renter gets it")}</option>
            </NativeSelect>
          </FormField>
          {permit === "company" && (
            <FormField
              label={t("Permit fee ({{currency}})", { currency: money })}
              error={errors.permitFee?.message}
              hint={t("Added once when the renter asks for a permit; 0 if you arrange it free.")}
            >
              <AmountInput {...optional("permitFee")} />
            </FormField>
          )}
          {permit === "renter" && (
            <FormField
              label={t("How the renter gets it (optional)")}
              error={errors.permitNote?.message}
              hint={t("Shown in the booking form, as you write it.")}
              className="space-y-1.5 sm:col-span-2"
            >
              <Textarea rows={2} maxLength={DRIVER_TERM_LIMITS.permitNote} {...form.register("permitNote")} />
            </FormField>
          )}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-semibold">{t("Cancellation policy")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t("Policy")}
            error={errors.cancellation?.message}
            hint={t("Shown before a request is sent, on its page and in its receipt. Nothing is charged by this site.")}
            className="space-y-1.5 sm:col-span-2"
          >
            <NativeSelect {...form.register("cancellation")}>
              <option value="not_stated">{t("Not stated")}</option>
              <option value="free_until">{t("Free until some days before pick-up, then a share of the total")}</option>
              <option value="own_text">{t("Our own words")}</option>
            </NativeSelect>
          </FormField>
          {cancellation === "free_until" && (
            <>
              <FormField
                label={t("Share due from days before pick-up")}
                error={errors.freeCancellationDays?.message}
                hint={t("7: cancelling 7 days before pick-up or later costs the share; earlier is free.")}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={CANCELLATION_LIMITS.days}
                  {...optional("freeCancellationDays")}
                />
              </FormField>
              <FormField
                label={t("Share of the total (%)")}
                error={errors.cancellationSharePercent?.message}
                hint={t("0 makes cancelling free at any time.")}
              >
                <Input type="number" inputMode="numeric" min={0} max={100} {...optional("cancellationSharePercent")} />
              </FormField>
            </>
          )}
          {cancellation === "own_text" && (
            <FormField
              label={t("Your cancellation policy")}
              error={errors.cancellationText?.message}
              className="space-y-1.5 sm:col-span-2"
            >
              <Textarea rows={3} maxLength={CANCELLATION_LIMITS.text} {...form.register("cancellationText")} />
            </FormField>
          )}
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {t("Save Drivers and Cancellation")}
        </Button>
        <SaveState card="drivers-and-cancellation" unsaved={form.formState.isDirty} />
      </div>
    </form>
  );
}
