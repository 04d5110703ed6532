/** Every client route and API path, built in one place. */
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
