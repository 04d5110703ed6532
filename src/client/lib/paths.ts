/**
 * Every client route, built in one place: links use these and routes.tsx matches on them
 * (`company(":id")` is the landing page's pattern). API paths live with their operations.
 */
export const paths = {
  home: "/",
  auth: "/auth",
  vehicles: (type?: string) => (type ? `/vehicles?type=${encodeURIComponent(type)}` : "/vehicles"),
  /** One vehicle's page; `search` carries the dates a visitor chose ("start=…&end=…"). */
  vehicle: (id: number | string, search = "") => `/vehicles/${id}${search ? `?${search}` : ""}`,
  companies: "/companies",
  company: (id: number | string) => `/companies/${id}`,
  bookings: "/bookings",
  /** A booking request's status page; the token is the request's secret (never logged). */
  request: (token: string) => `/requests/${token}`,
  renterSignUp: "/sign-up",
  /** The renter's mailed verification link; `?token=` is its secret. */
  verifyEmail: "/verify-email",
  adminDashboard: "/admin/dashboard",
  adminCompanies: "/admin/companies",
  adminVehicles: "/admin/vehicles",
  adminUsers: "/admin/users",
  adminMails: "/admin/mails",
  companyDashboard: "/company/dashboard",
  /** Where a company lands once registered: its account waits for approval, and what comes next. */
  companyWelcome: "/company/welcome",
  companyProfile: "/company/profile",
  /** A company's figures: views, requests, utilisation, revenue (docs/product-rules.md, "Company insights"). */
  companyInsights: "/company/insights",
} as const;

/**
 * Where a person lands once logged in (and where the login page sends someone already logged in):
 * an admin on the admin dashboard, a company on its dashboard, a renter on My Bookings.
 */
export function landingPath(user: { role: string; isAdmin: boolean; companyId: number | null }): string {
  if (user.isAdmin) return paths.adminDashboard;
  if (user.companyId !== null) return paths.companyDashboard;
  return user.role === "renter" ? paths.bookings : paths.home;
}
