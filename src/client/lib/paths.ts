/**
 * Every client route, built in one place: links use these and routes.tsx matches on them
 * (`company(":id")` is the landing page's pattern). API paths live with their operations.
 */
export const paths = {
  home: "/",
  auth: "/auth",
  vehicles: (type?: string) => (type ? `/vehicles?type=${encodeURIComponent(type)}` : "/vehicles"),
  companies: "/companies",
  company: (id: number | string) => `/companies/${id}`,
  bookings: "/bookings",
  /** A booking request's status page; the token is the request's secret (never logged). */
  request: (token: string) => `/requests/${token}`,
  renterSignUp: "/sign-up",
  adminDashboard: "/admin/dashboard",
  adminCompanies: "/admin/companies",
  adminVehicles: "/admin/vehicles",
  adminUsers: "/admin/users",
  companyDashboard: "/company/dashboard",
  companyProfile: "/company/profile",
} as const;

/**
 * Where a person lands once logged in (and where the login page sends someone already logged in):
 * a renter on My Bookings, everyone else home.
 */
export const landingPath = (user: { role: string }) => (user.role === "renter" ? paths.bookings : paths.home);
