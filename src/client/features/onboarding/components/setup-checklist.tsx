import { CheckCircle2, Circle } from "lucide-react";
import { Link } from "wouter";
import type { Translate } from "../../../../domain/i18n/translate";
import type { SetupStep } from "../../../../domain/setup-checklist";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { useSetupChecklist } from "../api/get-setup-checklist";

/** Each step's words and where it is done; written out as t("…") calls so the catalogue check finds them. */
const STEPS = (t: Translate): Record<SetupStep, { label: string; href: string }> => ({
  currency: { label: t("Choose the currency of your prices"), href: paths.companyProfile },
  profile: { label: t("Complete your profile: address, town and parish"), href: paths.companyProfile },
  places: { label: t("Set your pick-up places, their hours and fees"), href: paths.companyProfile },
  vehicle: { label: t("Add your first vehicle with photos"), href: paths.companyDashboard },
  terms: { label: t("State your cancellation terms"), href: paths.companyProfile },
  calendar: {
    label: t("Keep your calendar: block busy days or connect another calendar"),
    href: paths.companyDashboard,
  },
});

/**
 * The Dashboard's first-run checklist (docs/product-rules.md, "Accounts"): what is done and what is
 * left, each step linking to where it is done. Gone once every step is done.
 */
export function SetupChecklist() {
  const { t } = useI18n();
  const { data } = useSetupChecklist();
  if (!data || data.steps.every((item) => item.done)) return null;
  const words = STEPS(t);
  const done = data.steps.filter((item) => item.done).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("Get your company ready")}</h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {t("{{done}} of {{total}} steps done", { done, total: data.steps.length })}
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2">
          {data.steps.map(({ step, done: isDone }) => (
            <li key={step} className="flex items-start gap-2">
              {isDone ? (
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              ) : (
                <Circle aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              )}
              <span>
                {isDone ? (
                  <span className="text-muted-foreground line-through">{words[step].label}</span>
                ) : (
                  <Link href={words[step].href} className="text-primary underline-offset-4 hover:underline">
                    {words[step].label}
                  </Link>
                )}
                <span className="sr-only">{isDone ? ` (${t("done")})` : ` (${t("to do")})`}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
