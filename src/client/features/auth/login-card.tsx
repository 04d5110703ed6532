import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { loginSchema } from "../../../domain/contracts/accounts/account-schemas";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { useLogin } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { landingPath } from "../../lib/paths";

type LoginForm = z.input<typeof loginSchema>;

/**
 * The login form; with `requestToken` (a request's secret, from the receipt's link) the request
 * joins the account as it logs in.
 */
export function LoginCard({ requestToken }: { requestToken?: string }) {
  const login = useLogin();
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "", requestToken },
  });
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: (user) => user && navigate(landingPath(user)) }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{requestToken ? t("Log in to keep this request") : t("Login")}</CardTitle>
        <CardDescription>
          {requestToken
            ? t("Log in and the request you came from joins your account.")
            : t("Sign in to manage your company and bookings.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <FormField label={t("Username")} error={form.formState.errors.username?.message}>
            <Input autoComplete="username" {...form.register("username")} />
          </FormField>
          <FormField label={t("Password")} error={form.formState.errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("password")} />
          </FormField>
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? t("Logging in...") : t("Login")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
