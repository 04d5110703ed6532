import { endpoint } from "../endpoint";
import { auditLogPage, auditLogQuery, marketplaceRequestsPage, marketplaceRequestsQuery } from "./schemas";

export const adminEndpoints = {
  auditLog: endpoint({
    method: "GET",
    path: "/api/admin/audit-log",
    operationId: "listAdminActions",
    summary: "The admins' actions, newest first, paged; optionally those about one company, user, vehicle or mail",
    tags: ["admin"],
    access: "admin",
    query: auditLogQuery,
    responses: { 200: auditLogPage },
  }),
  requests: endpoint({
    method: "GET",
    path: "/api/admin/requests",
    operationId: "listMarketplaceRequests",
    summary: "Every request and booking of the marketplace, newest first, paged, by status, company and day sent",
    tags: ["admin"],
    access: "admin",
    query: marketplaceRequestsQuery,
    responses: { 200: marketplaceRequestsPage },
  }),
};
