import { lazy } from "react";
import { companiesRoute } from "./features/companies/companies-route";
import { homeRoute } from "./features/home/home-route";
import { landingRoute } from "./features/landing/landing-route";
import { requestStatusRoute } from "./features/requests/request-status-route";
import { reviewRoute } from "./features/reviews/review-route";
import { vehicleRoute } from "./features/vehicle-page/vehicle-route";
import { vehiclesRoute } from "./features/vehicles/vehicles-route";
import type { PageRoute } from "./lib/page-route";
import { paths } from "./lib/paths";
import { screenHead } from "./lib/site-head";

/**
 * Every page of the app, the only list: the client's router, the server's renderer, the heads it
 * writes and sitemap.xml all read it (docs/decisions/page-render.md). A page with data or a
 * server render has a `<name>-route.ts` beside it; the others are one entry here, titled through
 * `screenHead`. Every page has a head, so its title is in the visitor's language. Every page but
 * Home loads on demand, so a visitor's first download stays small.
 */
export const ROUTES: readonly PageRoute[] = [
  homeRoute,
  {
    path: paths.auth,
    component: lazy(() => import("./features/auth/auth-page")),
    access: "guest",
    navbar: true,
    // Where companies sign up: a page search engines may list.
    head: ({ t }) => screenHead(t("Login"), { noindex: false }),
  },
  {
    path: paths.renterSignUp,
    component: lazy(() => import("./features/auth/renter-sign-up-page")),
    access: "guest",
    navbar: true,
    head: ({ t }) => screenHead(t("Create your renter account")),
    // `?request=` carries a request's secret.
    isPrivate: true,
  },
  {
    path: paths.verifyEmail,
    component: lazy(() => import("./features/auth/verify-email-page")),
    access: "public",
    navbar: true,
    head: ({ t }) => screenHead(t("Confirm your email")),
    // `?token=` carries the link's secret.
    isPrivate: true,
  },
  vehiclesRoute,
  vehicleRoute,
  companiesRoute,
  landingRoute,
  requestStatusRoute,
  reviewRoute,
  {
    path: paths.bookings,
    component: lazy(() => import("./features/bookings/bookings-page")),
    access: "user",
    navbar: true,
    head: ({ t }) => screenHead(t("My Bookings")),
  },
  {
    path: paths.adminDashboard,
    component: lazy(() => import("./features/admin/admin-dashboard-page")),
    access: "admin",
    navbar: true,
    head: ({ t }) => screenHead(t("Admin Dashboard")),
  },
  {
    path: paths.adminCompanies,
    component: lazy(() => import("./features/admin/admin-companies-page")),
    access: "admin",
    navbar: true,
    head: ({ t }) => screenHead(t("Admin Companies")),
  },
  {
    path: paths.adminCompany(":id"),
    component: lazy(() => import("./features/admin/admin-company-page")),
    access: "admin",
    navbar: true,
    head: ({ t }) => screenHead(t("Company details")),
  },
  {
    path: paths.adminRequests,
    component: lazy(() => import("./features/admin/admin-requests-page")),
    access: "admin",
    navbar: true,
    head: ({ t }) => screenHead(t("Marketplace Requests")),
  },
  {
    path: paths.adminAuditLog(),
    component: lazy(() => import("./features/admin/admin-audit-log-page")),
    access: "admin",
    navbar: true,
    head: ({ t }) => screenHead(t("Audit Log")),
  },
  {
    path: paths.adminVehicles,
    component: lazy(() => import("./features/admin/admin-vehicles-page")),
    access: "admin",
    navbar: true,
    head: ({ t }) => screenHead(t("Admin Vehicles")),
  },
  {
    path: paths.adminUsers,
    component: lazy(() => import("./features/admin/admin-users-page")),
    access: "admin",
    navbar: true,
    head: ({ t }) => screenHead(t("Manage Users")),
  },
  {
    path: paths.adminMails,
    component: lazy(() => import("./features/admin/admin-mails-page")),
    access: "admin",
    navbar: true,
    head: ({ t }) => screenHead(t("Undelivered Mails")),
  },
  {
    path: paths.adminReviews,
    component: lazy(() => import("./features/admin/admin-reviews-page")),
    access: "admin",
    navbar: true,
    head: ({ t }) => screenHead(t("Admin Reviews")),
  },
  {
    path: paths.companyDashboard,
    component: lazy(() => import("./features/company-dashboard/company-dashboard-page")),
    access: "company",
    navbar: true,
    head: ({ t }) => screenHead(t("Company Dashboard")),
  },
  {
    path: paths.companyWelcome,
    component: lazy(() => import("./features/onboarding/what-next-page")),
    access: "company",
    navbar: true,
    head: ({ t }) => screenHead(t("What happens next")),
  },
  {
    path: paths.companyToday,
    component: lazy(() => import("./features/handover/today-page")),
    access: "company",
    navbar: true,
    head: ({ t }) => screenHead(t("Today")),
  },
  {
    path: paths.companyProfile,
    component: lazy(() => import("./features/company-profile/company-profile-page")),
    access: "company",
    navbar: true,
    head: ({ t }) => screenHead(t("Company Profile")),
  },
  {
    path: paths.companyInsights,
    component: lazy(() => import("./features/insights/insights-page")),
    access: "company",
    navbar: true,
    head: ({ t }) => screenHead(t("Insights")),
  },
];
