import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Redirect } from "wouter";
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

/** A logged-in user who opens the authentication screen goes home (a renter to My Bookings). */
export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (user) return <Redirect to={landingPath(user)} replace />;
  return <>{children}</>;
}
