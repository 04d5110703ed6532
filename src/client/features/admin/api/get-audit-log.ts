import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminEndpoints } from "../../../../domain/contracts/admin/endpoints";
import type { AuditLogQuery } from "../../../../domain/contracts/admin/schemas";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getAuditLog = (query: AuditLogQuery) => call(adminEndpoints.auditLog, { query });

export const auditLogQuery = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.auditLog(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditLogQuery) => useQuery(auditLogQuery(query));
