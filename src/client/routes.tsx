import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { Navbar } from "./components/navbar";
import { NotFoundPage } from "./components/not-found-page";
import { PageSpinner, RedirectIfLoggedIn, RequireAdmin, RequireUser } from "./components/route-guards";
import { HomePage } from "./features/home/home-page";
import { paths } from "./lib/paths";

// Everything but the home page loads on demand, so a visitor's first download stays small.
const AuthPage = lazy(() => import("./features/auth/auth-page"));
const VehiclesPage = lazy(() => import("./features/vehicles/vehicles-page"));
const CompaniesPage = lazy(() => import("./features/companies/companies-page"));
const LandingPage = lazy(() => import("./features/landing/landing-page"));
const BookingsPage = lazy(() => import("./features/bookings/bookings-page"));
const CompanyDashboardPage = lazy(() => import("./features/company-dashboard/company-dashboard-page"));
const CompanyProfilePage = lazy(() => import("./features/company-profile/company-profile-page"));
const AdminDashboardPage = lazy(() => import("./features/admin/admin-dashboard-page"));
const AdminCompaniesPage = lazy(() => import("./features/admin/admin-companies-page"));
const AdminVehiclesPage = lazy(() => import("./features/admin/admin-vehicles-page"));
const AdminUsersPage = lazy(() => import("./features/admin/admin-users-page"));

type Access = "public" | "guest" | "user" | "admin";
interface RouteDef {
  path: string;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  access: Access;
  /** The home page has its own header and the landing page none. */
  navbar: boolean;
}

/** The route table, the only one in the client; the paths come from `paths`. */
export const ROUTES: RouteDef[] = [
  { path: paths.home, component: HomePage, access: "public", navbar: false },
  { path: paths.auth, component: AuthPage, access: "guest", navbar: true },
  { path: paths.vehicles(), component: VehiclesPage, access: "public", navbar: true },
  { path: paths.companies, component: CompaniesPage, access: "public", navbar: true },
  { path: paths.company(":id"), component: LandingPage, access: "public", navbar: false },
  { path: paths.bookings, component: BookingsPage, access: "user", navbar: true },
  { path: paths.adminDashboard, component: AdminDashboardPage, access: "admin", navbar: true },
  { path: paths.adminCompanies, component: AdminCompaniesPage, access: "admin", navbar: true },
  { path: paths.adminVehicles, component: AdminVehiclesPage, access: "admin", navbar: true },
  { path: paths.adminUsers, component: AdminUsersPage, access: "admin", navbar: true },
  { path: paths.companyDashboard, component: CompanyDashboardPage, access: "user", navbar: true },
  { path: paths.companyProfile, component: CompanyProfilePage, access: "user", navbar: true },
];

const GUARDS: Record<Access, ComponentType<{ children: React.ReactNode }>> = {
  public: ({ children }) => <>{children}</>,
  guest: RedirectIfLoggedIn,
  user: RequireUser,
  admin: RequireAdmin,
};

export function AppRoutes() {
  const [location] = useLocation();
  const current = ROUTES.find((route) => matchesPath(route.path, location));
  return (
    <>
      {(current?.navbar ?? true) && <Navbar />}
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {ROUTES.map(({ path, component: Page, access }) => {
            const Guard = GUARDS[access];
            return (
              <Route key={path} path={path}>
                <Guard>
                  <Page />
                </Guard>
              </Route>
            );
          })}
          <Route component={NotFoundPage} />
        </Switch>
        <AppReady />
      </Suspense>
    </>
  );
}

/**
 * Marks the document once the app runs the page: a server-rendered page is readable before, but its
 * buttons work from then on. Browser tests wait for it (tests/e2e/browser.ts).
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
  }, []);
  return null;
}

function matchesPath(pattern: string, location: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`);
  return regex.test(location);
}
