import { zodResolver } from "@hookform/resolvers/zod";
import { Car, CheckCircle2, UserRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import type { z } from "zod";
import { registerSchema } from "../../../domain/contracts/accounts/account-schemas";
import { DEFAULT_PHONE_COUNTRY } from "../../../domain/phone-numbers";
import { FormField } from "../../components/form-field";
import { PhoneInput } from "../../components/phone-input";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useRegister } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { LoginCard } from "./login-card";

/** The form has no separate full-name field: the company name stands for it. */
const registerFormSchema = registerSchema.pick({
  username: true,
  companyName: true,
  email: true,
  phone: true,
  phoneCountry: true,
  password: true,
});
type RegisterForm = z.input<typeof registerFormSchema>;

export default function AuthPage() {
  const { t } = useI18n();
  return (
    <main className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2 md:items-center">
      <section>
        <h1 className="mb-6 text-3xl font-bold">{t("Welcome to CarRental")}</h1>
        <Tabs defaultValue="login">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">{t("Login")}</TabsTrigger>
            <TabsTrigger value="register">{t("Register Company")}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginCard />
          </TabsContent>
          <TabsContent value="register">
            <RegisterCard />
          </TabsContent>
        </Tabs>
        <p className="mt-6 flex items-center gap-2 rounded-lg border bg-card p-4 text-sm">
          <UserRound aria-hidden className="size-5 shrink-0 text-primary" />
          <span>
            {t("Renting a car?")}{" "}
            <Link
              href={paths.renterSignUp}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              {t("Create a renter account")}
            </Link>
          </span>
        </p>
      </section>
      <aside className="rounded-2xl bg-primary p-8 text-primary-foreground">
        <Car aria-hidden className="mb-4 size-10" />
        <h2 className="mb-3 text-2xl font-bold">{t("Car Rental Platform")}</h2>
        <p className="mb-6">
          {t("List your rental vehicles and join a network of trusted rental companies in Dominica.")}
        </p>
        <ul className="space-y-3">
          {[
            t("Reach visitors planning their trip to the Nature Isle"),
            t("Customers contact you directly on WhatsApp"),
            t("Manage your fleet, calendar and bookings in one place"),
          ].map((text) => (
            <li key={text} className="flex gap-2">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </aside>
    </main>
  );
}

function RegisterCard() {
  const register = useRegister();
  const { t, language } = useI18n();
  const [, navigate] = useLocation();
  const form = useForm<RegisterForm, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      username: "",
      companyName: "",
      email: "",
      phone: "",
      phoneCountry: DEFAULT_PHONE_COUNTRY,
      password: "",
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    register.mutate(
      // The company's mails are written in the language it registered in.
      { ...values, fullName: values.companyName, role: "company", language },
      { onSuccess: () => navigate(paths.companyWelcome) },
    ),
  );
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Register Company")}</CardTitle>
        <CardDescription>
          {t("Create your company account. An admin reviews new companies before they go public.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <FormField label={t("Company Username")} error={errors.username?.message}>
            <Input autoComplete="username" {...form.register("username")} />
          </FormField>
          <FormField label={t("Company Name")} error={errors.companyName?.message}>
            <Input autoComplete="organization" {...form.register("companyName")} />
          </FormField>
          <FormField label={t("Contact Email")} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField label={t("Contact Phone")} error={errors.phone?.message}>
            <PhoneInput country={form.register("phoneCountry")} {...form.register("phone")} />
          </FormField>
          <FormField label={t("Password")} error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("password")} />
          </FormField>
          <Button type="submit" className="w-full" disabled={register.isPending}>
            {register.isPending ? t("Creating account...") : t("Register Company")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
