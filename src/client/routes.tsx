import { type ComponentType, Suspense, useEffect, useMemo } from "react";
import { Route, Switch, useLocation } from "wouter";
import { useApprovalsWaiting } from "./api/get-approvals-waiting";
import { usePendingRequestCount } from "./api/get-company-booking-counts";
import { Navbar } from "./components/navbar";
import { NotFoundPage } from "./components/not-found-page";
import { PageSpinner, RedirectIfLoggedIn, RequireAdmin, RequireCompany, RequireUser } from "./components/route-guards";
import { type Access, matchRoute } from "./lib/page-route";
import { useScrollRestoration } from "./lib/scroll-restoration";
import { handOverTypedFields } from "./lib/typed-fields";
import { usePageHead } from "./lib/use-page-head";
import { ROUTES } from "./route-table";

const GUARDS: Record<Access, ComponentType<{ children: React.ReactNode }>> = {
  public: ({ children }) => <>{children}</>,
  guest: RedirectIfLoggedIn,
  user: RequireUser,
  company: RequireCompany,
  admin: RequireAdmin,
};

/** The pages of `ROUTES`, each behind its access guard. */
export function AppRoutes() {
  const [location] = useLocation();
  const current = useMemo(() => matchRoute(ROUTES, location), [location]);
  usePageHead(current);
  useScrollRestoration(location);
  const pendingRequests = usePendingRequestCount();
  const waitingApprovals = useApprovalsWaiting();
  return (
    <>
      {(current?.route.navbar ?? true) && (
        <Navbar pendingRequests={pendingRequests} waitingApprovals={waitingApprovals} />
      )}
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
 * Marks the document once the app runs the page: a server-rendered page works as plain HTML before,
 * its app's controls from then on, with what the visitor typed meanwhile kept. Browser tests wait
 * for it (tests/e2e/browser.ts).
 */
function AppReady() {
  useEffect(() => {
    handOverTypedFields();
    document.documentElement.dataset.app = "ready";
  }, []);
  return null;
}
