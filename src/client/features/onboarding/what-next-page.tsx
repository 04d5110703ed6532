import { CheckCircle2, Clock, ListChecks, type LucideIcon, Mail, Store } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { useUser } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";

/**
 * Where a company lands once registered (docs/product-rules.md, "Accounts"): its account waits for
 * an admin, it hears by mail, and what it can prepare meanwhile, each linking to where it is done.
 */
export default function WhatNextPage() {
  const { t } = useI18n();
  const { user } = useUser();
  const approved = user?.status === "active";
  const prepare = [
    { label: t("Your profile: address, parish and the currency of your prices"), href: paths.companyProfile },
    { label: t("Your pick-up places, their opening hours and fees"), href: paths.companyProfile },
    { label: t("Your vehicles, each with photos"), href: paths.companyDashboard },
    { label: t("Your driver and cancellation terms"), href: paths.companyProfile },
  ];
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{t("Your company is registered")}</h1>
        <p className="text-muted-foreground">{t("Here is what happens next.")}</p>
      </div>
      <ol className="space-y-4">
        <Step
          icon={approved ? CheckCircle2 : Clock}
          title={approved ? t("1. An admin has approved your company") : t("1. An admin checks your company")}
        >
          <p>
            {t(
              "Every new company is checked before it is listed on the marketplace. Until then your vehicles are not shown to renters.",
            )}
          </p>
          {user && (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{t("We will write to {{email}} as soon as an admin has decided.", { email: user.email })}</span>
            </p>
          )}
        </Step>
        <Step icon={ListChecks} title={t("2. Meanwhile, prepare your listing")}>
          <ul className="list-disc space-y-2 pl-5">
            {prepare.map((item) => (
              <li key={item.label}>
                <Link href={item.href} className="text-primary underline-offset-4 hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </Step>
        <Step icon={Store} title={t("3. Once approved")}>
          <p>
            {t(
              "Your available vehicles are listed on the marketplace and on your own page, and renters can send you requests.",
            )}
          </p>
        </Step>
      </ol>
      <Button asChild size="lg">
        <Link href={paths.companyDashboard}>{t("Go to your dashboard")}</Link>
      </Button>
    </main>
  );
}

/** One step of what comes next, as a card under its numbered heading. */
function Step({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li>
      <Card>
        <CardHeader className="flex flex-row items-start gap-3">
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <CardTitle className="text-lg">
            <h2>{title}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">{children}</CardContent>
      </Card>
    </li>
  );
}
