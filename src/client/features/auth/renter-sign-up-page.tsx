import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarCheck, CheckCircle2, Inbox, Link2, UserRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import type { z } from "zod";
import { renterSignUpSchema } from "../../../domain/contracts/accounts/account-schemas";
import { DEFAULT_PHONE_COUNTRY } from "../../../domain/phone-numbers";
import { FormField } from "../../components/form-field";
import { PhoneInput } from "../../components/phone-input";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { useSignUpRenter } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { LoginCard } from "./login-card";

type SignUpForm = z.input<typeof renterSignUpSchema>;

const LINK = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/**
 * A renter's account (docs/product-rules.md, "Renters"): no company and no approval, so requests
 * are kept in My Bookings and the booking form fills itself. Opened from a request's receipt or
 * status page, `?request=` carries the request's secret and the new account takes that request.
 */
export default function RenterSignUpPage() {
  const { t } = useI18n();
  const requestToken = new URLSearchParams(useSearch()).get("request") ?? undefined;
  return (
    <main className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2 md:items-start">
      <section className="space-y-6">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold">{t("Create your renter account")}</h1>
          <p className="text-muted-foreground">
            {t("Renting a car in Dominica? Keep your booking requests in one place. Free, and no approval needed.")}
          </p>
        </div>
        {requestToken && (
          <p className="flex gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm">
            <Link2 aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              {t("The request you came from joins your new account.")}{" "}
              <Link href={paths.renterSignUp} className={LINK}>
                {t("Sign up without it")}
              </Link>
            </span>
          </p>
        )}
        <SignUpCard requestToken={requestToken} />
        {requestToken ? (
          // The receipt's link reaches renters who have an account too: they log in here and keep it.
          <LoginCard requestToken={requestToken} />
        ) : (
          <p className="text-sm">
            {t("Already have an account?")}{" "}
            <Link href={paths.auth} className={LINK}>
              {t("Log in")}
            </Link>
          </p>
        )}
      </section>
      <aside className="rounded-2xl bg-primary p-8 text-primary-foreground">
        <UserRound aria-hidden className="mb-4 size-10" />
        <h2 className="mb-3 text-2xl font-bold">{t("Why an account?")}</h2>
        <ul className="space-y-3">
          {[
            { Icon: Inbox, text: t("Every request you send, and where it stands, in My Bookings") },
            { Icon: CheckCircle2, text: t("Your name, email, phone and nationality fill the booking form for you") },
            { Icon: CalendarCheck, text: t("Cancel a request yourself while it waits, or before your rental starts") },
          ].map(({ Icon, text }) => (
            <li key={text} className="flex gap-2">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </aside>
    </main>
  );
}

function SignUpCard({ requestToken }: { requestToken: string | undefined }) {
  const { t, language } = useI18n();
  const signUp = useSignUpRenter();
  const [, navigate] = useLocation();
  const form = useForm<SignUpForm>({
    resolver: zodResolver(renterSignUpSchema),
    defaultValues: {
      fullName: "",
      email: "",
      password: "",
      phone: "",
      phoneCountry: DEFAULT_PHONE_COUNTRY,
      nationality: "",
      requestToken,
    },
  });
  const errors = form.formState.errors;
  // The page's guard also sends the new renter to My Bookings once the session is theirs.
  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate({ ...values, language }, { onSuccess: () => navigate(paths.bookings, { replace: true }) }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Your details")}</CardTitle>
        <CardDescription>{t("Companies see them with the requests you send them.")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <FormField label={t("Full Name")} error={errors.fullName?.message}>
            <Input autoComplete="name" {...form.register("fullName")} />
          </FormField>
          <FormField
            label={t("Email")}
            error={errors.email?.message}
            hint={t("You log in with it; receipts and answers go there.")}
          >
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField label={t("Password")} error={errors.password?.message} hint={t("At least 8 characters.")}>
            <Input type="password" autoComplete="new-password" {...form.register("password")} />
          </FormField>
          <FormField
            label={t("Phone")}
            error={errors.phone?.message}
            hint={t("With its country code unless it is a Dominica number, e.g. +44 20 7946 0958.")}
          >
            <PhoneInput country={form.register("phoneCountry")} {...form.register("phone")} />
          </FormField>
          <FormField label={t("Nationality")} error={errors.nationality?.message}>
            <Input autoComplete="country-name" {...form.register("nationality")} />
          </FormField>
          {errors.requestToken?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t("This request link is not valid")}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={signUp.isPending}>
            {signUp.isPending ? t("Creating account...") : t("Create account")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
