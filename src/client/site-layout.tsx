import type { ReactNode } from "react";
import { useApprovalsWaiting } from "./api/get-approvals-waiting";
import { usePendingRequestCount } from "./api/get-company-booking-counts";
import { Navbar } from "./components/navbar";

/**
 * The site's chrome around a page: the navigation bar (a route may go without it), with the counts
 * waiting for a company user or an admin. The app's pages and the server's plain pages
 * (src/client/entry-server.tsx, `renderInLayout`) both sit in it, so every page has the same header.
 */
export function SiteLayout({ hasNavbar = true, children }: { hasNavbar?: boolean; children: ReactNode }) {
  const pendingRequests = usePendingRequestCount();
  const waitingApprovals = useApprovalsWaiting();
  return (
    <>
      {hasNavbar && <Navbar pendingRequests={pendingRequests} waitingApprovals={waitingApprovals} />}
      {children}
    </>
  );
}
