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
  /** Its booking request as a plain HTML form (src/server/pages/request-form.ts): Book Now without the app. */
  vehicleRequest: (id: number | string) => `/vehicles/${id}/request`,
  companies: "/companies",
  company: (id: number | string) => `/companies/${id}`,
  bookings: "/bookings",
  /** A booking request's status page; the token is the request's secret (never logged). */
  request: (token: string) => `/requests/${token}`,
  /** The mailed review link's page; the token is the invitation's single-use secret. */
  review: (token: string) => `/reviews/${token}`,
  renterSignUp: "/sign-up",
  /** The sign-up that takes a request along: `?request=` carries the request's secret. */
  renterSignUpFor: (requestToken: string) => `/sign-up?request=${encodeURIComponent(requestToken)}`,
  /** The renter's mailed verification link; `?token=` is its secret. */
  verifyEmail: "/verify-email",
  verifyEmailWith: (token: string) => `/verify-email?token=${encodeURIComponent(token)}`,
  adminDashboard: "/admin/dashboard",
  adminCompanies: "/admin/companies",
  /** One company as the admin vets it. */
  adminCompany: (id: number | string) => `/admin/companies/${id}`,
  /** Every request of the marketplace. */
  adminRequests: "/admin/requests",
  /** The admins' actions; `?targetKind=company&targetId=3` narrows it to one row. */
  adminAuditLog: (target?: { kind: string; id: number }) =>
    target ? `/admin/audit-log?targetKind=${target.kind}&targetId=${target.id}` : "/admin/audit-log",
  adminVehicles: "/admin/vehicles",
  adminUsers: "/admin/users",
  adminMails: "/admin/mails",
  /** Every written review, to hide one. */
  adminReviews: "/admin/reviews",
  companyDashboard: "/company/dashboard",
  /**
   * The company's inbox opened at one request (docs/product-rules.md, "The company's inbox"): what
   * the renter's WhatsApp and every mail to the company link to, never the renter's status link.
   */
  companyRequest: (reference: string) => `/company/dashboard?request=${encodeURIComponent(reference)}`,
  /** Where a company lands once registered: its account waits for approval, and what comes next. */
  companyWelcome: "/company/welcome",
  companyProfile: "/company/profile",
  /** The company's pick-ups and returns of today and tomorrow, and their handovers. */
  companyToday: "/company/today",
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
