import { Building2, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link, Redirect } from "wouter";
import { useUser } from "../lib/auth";
import { useI18n } from "../lib/i18n";
import { landingPath, paths } from "../lib/paths";
import { Spinner } from "./ui/spinner";

export function PageSpinner() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" label={t("Loading...")} />
    </div>
  );
}

/** Protected routes show a spinner while the user loads, then send visitors to /auth. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={paths.auth} replace />;
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const { t } = useI18n();
  return (
    <RequireUser>
      {user?.isAdmin ? (
        children
      ) : (
        <main className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center">
          <ShieldAlert aria-hidden className="size-12 text-destructive" />
          <h1 className="text-2xl font-bold">{t("Access Denied")}</h1>
          <p className="text-muted-foreground">{t("You must be an admin to view this page.")}</p>
        </main>
      )}
    </RequireUser>
  );
}

/**
 * The company screens: a signed-in account without a company (a renter, an admin) is told what they
 * are for and where to go instead, rather than shown a dashboard it cannot use.
 */
export function RequireCompany({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const { t } = useI18n();
  return (
    <RequireUser>
      {user?.companyId != null ? (
        children
      ) : (
        <main className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center">
          <Building2 aria-hidden className="size-12 text-muted-foreground" />
          <h1 className="text-2xl font-bold">{t("For rental companies")}</h1>
          <p className="text-muted-foreground">
            {t(
              "This page is where a rental company lists its vehicles, keeps their calendar and answers requests. Your account has no company.",
            )}
          </p>
          <div className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {user && (
              <Link href={landingPath(user)} className="font-medium text-primary underline underline-offset-4">
                {user.isAdmin ? t("Admin Dashboard") : user.role === "renter" ? t("My Bookings") : t("Home")}
              </Link>
            )}
            <Link href={paths.vehicles()} className="font-medium text-primary underline underline-offset-4">
              {t("Browse vehicles")}
            </Link>
          </div>
        </main>
      )}
    </RequireUser>
  );
}

/** A logged-in user who opens the authentication screen goes home (a renter to My Bookings). */
export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (user) return <Redirect to={landingPath(user)} replace />;
  return <>{children}</>;
}
