import { Car } from "lucide-react";
import { Link } from "wouter";
import { LogoutButton } from "../../components/logout-button";
import { MobileMenu } from "../../components/mobile-menu";
import { PreferencesBar } from "../../components/preferences-bar";
import { useUser } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";

const linkClass = "rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground";

/** Home's sticky header with role-aware links and its own menu on small screens (`MobileMenu`, opens without a script). */
export function HomeHeader() {
  const { user } = useUser();
  const { t } = useI18n();
  const links = (
    <>
      <Link href={paths.vehicles()} className={linkClass}>
        {t("Browse Vehicles")}
      </Link>
      {user?.isAdmin && (
        <>
          <Link href={paths.adminDashboard} className={linkClass}>
            {t("Admin Dashboard")}
          </Link>
          <Link href={paths.adminUsers} className={linkClass}>
            {t("Manage Users")}
          </Link>
        </>
      )}
      {user?.companyId && (
        <Link href={paths.companyDashboard} className={linkClass}>
          {t("Company Dashboard")}
        </Link>
      )}
    </>
  );
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <PreferencesBar />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link href={paths.home} className="flex items-center gap-2 text-lg font-bold text-primary">
          <Car aria-hidden className="size-6" />
          <span>Dominica Car Rental</span>
        </Link>
        <nav aria-label={t("Main")} className="ml-auto hidden items-center gap-1 md:flex">
          {links}
          {user ? (
            <LogoutButton />
          ) : (
            <Link
              href={paths.auth}
              className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
            >
              {t("List Your Vehicles")}
            </Link>
          )}
        </nav>
        <MobileMenu id="home-menu">
          <nav aria-label={t("Main")} className="flex flex-col gap-1 px-4 py-3">
            {links}
            {user ? (
              <LogoutButton className="mt-2 w-full" />
            ) : (
              <Link
                href={paths.auth}
                className="mt-2 rounded-md bg-primary px-4 py-2 text-center text-sm font-medium text-primary-foreground"
              >
                {t("Login / Register")}
              </Link>
            )}
          </nav>
        </MobileMenu>
      </div>
    </header>
  );
}
