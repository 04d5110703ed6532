import { type ComponentType, Suspense, useEffect, useMemo } from "react";
import { Route, Switch, useLocation } from "wouter";
import { NotFoundPage } from "./components/not-found-page";
import { PageSpinner, RedirectIfLoggedIn, RequireAdmin, RequireCompany, RequireUser } from "./components/route-guards";
import { type Access, matchRoute } from "./lib/page-route";
import { useScrollRestoration } from "./lib/scroll-restoration";
import { handOverTypedFields } from "./lib/typed-fields";
import { usePageHead } from "./lib/use-page-head";
import { ROUTES } from "./route-table";
import { SiteLayout } from "./site-layout";

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
  return (
    <SiteLayout hasNavbar={current?.route.navbar ?? true}>
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
    </SiteLayout>
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
