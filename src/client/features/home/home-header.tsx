import { Car, Menu, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { LogoutButton } from "../../components/logout-button";
import { PreferencesBar } from "../../components/preferences-bar";
import { useUser } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";

const linkClass = "rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground";

/** Home's sticky header with role-aware links and its own menu toggle on small screens. */
export function HomeHeader() {
  const { user } = useUser();
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
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
        <button
          type="button"
          className="ml-auto rounded-md p-2 hover:bg-accent md:hidden"
          aria-expanded={isOpen}
          aria-controls="home-menu"
          aria-label={isOpen ? t("Close menu") : t("Open menu")}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </div>
      {isOpen && (
        <nav id="home-menu" aria-label={t("Main")} className="flex flex-col gap-1 border-t px-4 py-3 md:hidden">
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
      )}
    </header>
  );
}
