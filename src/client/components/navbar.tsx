import { Car } from "lucide-react";
import { Link, useLocation } from "wouter";
import { optionLabel } from "../../domain/option-labels";
import { useUser } from "../lib/auth";
import { cn } from "../lib/cn";
import { useI18n } from "../lib/i18n";
import { paths } from "../lib/paths";
import { LogoutButton } from "./logout-button";
import { MobileMenu } from "./mobile-menu";
import { PendingCount } from "./pending-count";
import { PreferencesBar } from "./preferences-bar";

/** The roles the mobile menu names, in words `t` translates. */
const ROLE_LABELS: Record<string, string> = { company: "Company", renter: "Renter" };

interface NavItem {
  href: string;
  label: string;
  /** Requests waiting for an answer, or companies for an admin's approval, shown as a badge beside the link. */
  pending?: number;
  waiting?: "requests" | "companies";
}

/**
 * The navigation bar: sticky, role-aware links, a collapsible menu below 768 px (Tailwind's
 * `md`). CSS picks the layout, so the server's HTML is already right for a phone. The menu opens
 * without a script (`MobileMenu`). A company user's
 * Dashboard link carries the number of requests waiting for an answer, an admin's Admin Companies
 * link the number of companies waiting for approval; the app passes both in.
 */
export function Navbar({ pendingRequests, waitingApprovals }: { pendingRequests?: number; waitingApprovals?: number }) {
  const { user } = useUser();
  const { t } = useI18n();
  const [location] = useLocation();

  const items: NavItem[] = [
    { href: paths.home, label: t("Home") },
    { href: paths.vehicles(), label: t("Vehicles") },
    { href: paths.companies, label: t("Companies") },
    // Not asked for, but without it My Bookings is reachable only by typing its address. An admin
    // books nothing as the admin: its bar has Manage Users instead.
    ...(user && !user.isAdmin ? [{ href: paths.bookings, label: t("My Bookings") }] : []),
    ...(user?.isAdmin
      ? [
          {
            href: paths.adminCompanies,
            label: t("Admin Companies"),
            pending: waitingApprovals,
            waiting: "companies" as const,
          },
          { href: paths.adminVehicles, label: t("Admin Vehicles") },
          { href: paths.adminUsers, label: t("Manage Users") },
        ]
      : []),
    ...(user?.companyId
      ? [
          { href: paths.companyDashboard, label: t("Dashboard"), pending: pendingRequests },
          { href: paths.companyToday, label: t("Today") },
          { href: paths.companyProfile, label: t("Profile") },
          { href: paths.companyInsights, label: t("Insights") },
        ]
      : []),
  ];

  const links = (className: string) =>
    items.map((item) => (
      <Link
        key={item.href}
        href={item.href}
        aria-current={location === item.href.split("?")[0] ? "page" : undefined}
        className={cn(
          className,
          "inline-flex items-center gap-1.5 rounded-md text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-primary",
        )}
      >
        {item.label}
        <PendingCount count={item.pending} waiting={item.waiting} />
      </Link>
    ));

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <PreferencesBar />
      <nav aria-label={t("Main")} className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link href={paths.home} className="flex items-center gap-2 text-lg font-bold text-primary">
          <Car aria-hidden className="size-6" />
          <span translate="no">Dominica Car Rental</span>
        </Link>
        <div className="hidden flex-1 items-center gap-1 md:flex">{links("px-3 py-2")}</div>
        <div className="hidden items-center gap-3 md:flex">
          {user ? (
            <>
              {/* A renter's username is their email: a long one is cut, and shown whole on hover. */}
              <span
                className="max-w-56 truncate text-sm text-muted-foreground"
                title={user.username}
                data-testid="nav-username"
                translate="no"
              >
                {user.username}
              </span>
              <LogoutButton />
            </>
          ) : (
            <Link
              href={paths.auth}
              className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
            >
              {t("Login")}
            </Link>
          )}
        </div>
        <MobileMenu
          id="mobile-menu"
          panelClassName="px-4 pb-4"
          badge={
            // Seen on the closed menu too; read out on the Dashboard link inside it.
            <PendingCount
              count={pendingRequests ?? waitingApprovals}
              waiting={pendingRequests === undefined ? "companies" : "requests"}
              className="absolute -top-0.5 right-0"
            />
          }
        >
          <div className="flex flex-col py-2">{links("px-3 py-3")}</div>
          <div className="flex items-center justify-between gap-3 border-t pt-3">
            {user ? (
              <>
                <span className="flex min-w-0 items-center gap-2 text-sm">
                  <span className="truncate" data-testid="nav-username" translate="no">
                    {user.username}
                  </span>
                  <span className="shrink-0 rounded bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                    {user.isAdmin ? t("Admin") : t(ROLE_LABELS[user.role] ?? optionLabel(user.role))}
                  </span>
                </span>
                <LogoutButton />
              </>
            ) : (
              <Link
                href={paths.auth}
                className="w-full rounded-md bg-primary px-4 py-2 text-center text-sm font-medium text-primary-foreground"
              >
                {t("Login")}
              </Link>
            )}
          </div>
        </MobileMenu>
      </nav>
    </header>
  );
}
