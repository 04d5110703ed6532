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
  adminDashboard: "/admin/dashboard",
  adminCompanies: "/admin/companies",
  adminVehicles: "/admin/vehicles",
  adminUsers: "/admin/users",
  companyDashboard: "/company/dashboard",
  companyProfile: "/company/profile",
} as const;
