import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { AVAILABILITY_RULE_LIMITS, type AvailabilityRules } from "../../../../domain/availability-rules";
import { availabilityRulesSchema } from "../../../../domain/availability-rules-schema";
import { FormField } from "../../../components/form-field";
import { QueryState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { useAvailabilityRules } from "../api/get-availability-rules";
import { useUpdateAvailabilityRules } from "../api/update-availability-rules";
import { SaveState } from "../unsaved-changes";

/** 'Availability Rules': notice, cleaning days and the longest rental (docs/product-rules.md). */
export function AvailabilityRulesCard({ companyId }: { companyId: number }) {
  const { t } = useI18n();
  const rules = useAvailabilityRules(companyId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("Availability Rules")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rules.data ? (
          <AvailabilityRulesForm key={JSON.stringify(rules.data)} companyId={companyId} rules={rules.data} />
        ) : (
          <QueryState
            isLoading={rules.isLoading}
            error={rules.error ?? new Error("no rules")}
            fallback="Failed to load availability rules"
            label="availability rules"
          />
        )}
      </CardContent>
    </Card>
  );
}

function AvailabilityRulesForm({ companyId, rules }: { companyId: number; rules: AvailabilityRules }) {
  const { t } = useI18n();
  const update = useUpdateAvailabilityRules();
  const form = useForm<AvailabilityRules>({
    resolver: zodResolver(availabilityRulesSchema),
    defaultValues: {
      noticeHours: rules.noticeHours,
      cleaningDays: rules.cleaningDays,
      longestRentalDays: rules.longestRentalDays,
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { companyId, rules: values },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            form.setError(field as keyof AvailabilityRules, { message });
          }
        },
      },
    ),
  );
  const number = (field: keyof AvailabilityRules) => form.register(field, { valueAsNumber: true });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={t("Advance notice (hours)")}
          error={errors.noticeHours?.message}
          hint={t("Pick-ups start on a later day: 24 hours rule out today, 48 hours tomorrow too.")}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={AVAILABILITY_RULE_LIMITS.noticeHours}
            {...number("noticeHours")}
          />
        </FormField>
        <FormField
          label={t("Days kept free between rentals")}
          error={errors.cleaningDays?.message}
          hint={t("Before and after every booking or blocked period, for cleaning.")}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={AVAILABILITY_RULE_LIMITS.cleaningDays}
            {...number("cleaningDays")}
          />
        </FormField>
        <FormField
          label={t("Longest rental (days)")}
          error={errors.longestRentalDays?.message}
          hint={t("At most {{days}} days.", { days: AVAILABILITY_RULE_LIMITS.longestRentalDays })}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={AVAILABILITY_RULE_LIMITS.longestRentalDays}
            {...number("longestRentalDays")}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {t("Save Availability Rules")}
        </Button>
        <SaveState card="availability-rules" unsaved={form.formState.isDirty} />
      </div>
    </form>
  );
}
