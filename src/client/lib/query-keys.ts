import type { InboxFilter } from "../../domain/contracts/requests/request-schema";
import type { VehicleFilters } from "../../domain/contracts/vehicles";

/**
 * Every cache key of the client, one factory per resource. Reads build their key here and writes
 * invalidate through the same factory, so a prefix (`queryKeys.vehicles.all`) reaches every list
 * of that resource and no feature needs another feature's files to refresh what it changed.
 */
export const queryKeys = {
  /** GET /api/user: who is logged in. */
  user: ["user"] as const,
  /** Public listings: GET /api/vehicles, /api/vehicles/facets and /api/companies/{id}/vehicles. */
  vehicles: {
    all: ["vehicles"] as const,
    /** The paged search (an infinite query: its pages live under this one key). */
    search: (filters: VehicleFilters) => ["vehicles", "search", filters] as const,
    /** GET /api/vehicles/facets: slider ranges and per-type summaries. */
    facets: (filters: VehicleFilters) => ["vehicles", "facets", filters] as const,
    /** GET /api/vehicles/{id}: a vehicle with its photos (its company and admins see an unlisted one). */
    detail: (vehicleId: number | string) => ["vehicles", "detail", String(vehicleId)] as const,
    /** A vehicle page's similar vehicles: the search for its type (and dates), a few at a time. */
    similar: (filters: VehicleFilters) => ["vehicles", "similar", filters] as const,
    ofCompany: (companyId: number | string) => ["vehicles", "company", String(companyId)] as const,
    /** GET /api/vehicles/{id}/availability: a vehicle's busy days in a window. */
    availability: (vehicleId: number, from: string, to: string) =>
      ["vehicles", "availability", vehicleId, from, to] as const,
  },
  /** Public companies: GET /api/companies and /api/companies/{id}. */
  companies: {
    all: ["companies"] as const,
    list: ["companies", "list"] as const,
    detail: (id: number | string) => ["companies", "detail", String(id)] as const,
    /** GET /api/companies/{id}/rental-terms: what a quote of its vehicles applies. */
    rentalTerms: (id: number | string) => ["companies", "rental-terms", String(id)] as const,
  },
  /** The logged-in company's own fleet, calendar, periods and profile. */
  ownFleet: ["own-fleet"] as const,
  calendar: {
    all: ["calendar"] as const,
    month: (month: string) => ["calendar", month] as const,
  },
  periods: (vehicleId: number) => ["periods", vehicleId] as const,
  companyProfile: ["company-profile"] as const,
  /** GET /api/company/payment-terms: how and when the company is paid. */
  paymentTerms: ["payment-terms"] as const,
  /** GET /api/company/documents: the company's uploaded business documents. */
  companyDocuments: ["company-documents"] as const,
  /** GET /api/company/setup: the Dashboard's first-run checklist. */
  companySetup: ["company-setup"] as const,
  /** GET /api/company/insights over one period. */
  companyInsights: (from: string, to: string) => ["company-insights", from, to] as const,
  /** GET /api/companies/{id}/availability-rules. */
  availabilityRules: (companyId: number) => ["availability-rules", companyId] as const,
  /** GET /api/companies/{id}/extras. */
  companyExtras: (companyId: number) => ["company-extras", companyId] as const,
  /** GET /api/companies/{id}/seasons: the company's own view of its seasons. */
  seasons: (companyId: number) => ["seasons", companyId] as const,
  /** GET /api/companies/{id}/driver-and-cancellation-terms. */
  driverAndCancellationTerms: (companyId: number) => ["driver-and-cancellation-terms", companyId] as const,
  /** GET /api/companies/{id}/places. */
  rentalPlaces: (companyId: number) => ["rental-places", companyId] as const,
  /** GET /api/companies/{id}/currency-change: the amounts a change to `to` affects. */
  currencyChange: (companyId: number, to: string) => ["currency-change", companyId, to] as const,
  /** The company's iCal feeds (GET /api/company/calendar-feeds) and synced external calendars. */
  calendarFeeds: ["calendar-feeds"] as const,
  calendarImports: ["calendar-imports"] as const,
  /** GET /api/booking-requests/{token}: a request as its renter follows it. */
  bookingRequest: (token: string) => ["booking-request", token] as const,
  checkIn: (token: string) => ["booking-request", token, "check-in"] as const,
  /** GET /api/bookings/{id}/check-in: the signed-in renter's own, from My Bookings. */
  myCheckIn: (bookingId: number) => ["my-check-in", bookingId] as const,
  reviewInvitation: (token: string) => ["review-invitation", token] as const,
  companyNote: (bookingId: number) => ["company-note", bookingId] as const,
  reviews: {
    all: ["reviews"] as const,
    of: (owner: "company" | "vehicle", id: number, page: number) => ["reviews", owner, id, page] as const,
    own: (page: number) => ["reviews", "own", page] as const,
  },
  /** GET /api/bookings (mine), GET /api/company/bookings (one inbox tab each) and its counts. */
  bookings: {
    all: ["bookings"] as const,
    mine: ["bookings", "mine"] as const,
    ofCompany: (filter: InboxFilter) => ["bookings", "company", filter] as const,
    counts: ["bookings", "counts"] as const,
    /** GET /api/company/handovers: the company's Today. */
    handovers: ["bookings", "handovers"] as const,
  },
  /** The admin lists. */
  admin: {
    all: ["admin"] as const,
    companies: ["admin", "companies"] as const,
    users: ["admin", "users"] as const,
    mails: ["admin", "mails"] as const,
    /** GET /api/admin/reviews, by page. */
    reviews: (page: number) => ["admin", "reviews", page] as const,
    vehicles: ["admin", "vehicles"] as const,
    /** GET /api/admin/companies/{id}: one company as the admin vets it. */
    company: (id: number) => ["admin", "company", id] as const,
    /** GET /api/admin/requests and GET /api/admin/audit-log, by their query. */
    requests: (query: object) => ["admin", "requests", query] as const,
    auditLog: (query: object) => ["admin", "audit-log", query] as const,
    /** GET /api/admin/approvals: the companies waiting, the navigation's badge. */
    approvals: ["admin", "approvals"] as const,
  },
};

/**
 * What an admin write refetches: an admin change (activating a company, archiving a vehicle)
 * alters the public pages and the bookings that went with a deleted record too.
 */
export const ADMIN_WRITE_INVALIDATES = [
  queryKeys.admin.all,
  queryKeys.vehicles.all,
  queryKeys.companies.all,
  queryKeys.bookings.all,
];
