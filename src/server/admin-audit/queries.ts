import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { AuditLogFilter } from "../../domain/contracts/admin/schemas";
import type { Db } from "../db/client";
import { adminActions } from "../db/schema";

/** One page of the audit log, newest first, with how many entries match in all. */
export async function listAdminActions(db: Db, query: AuditLogFilter) {
  const conditions: SQL[] = [];
  if (query.targetKind) conditions.push(eq(adminActions.targetKind, query.targetKind));
  if (query.targetId !== undefined) conditions.push(eq(adminActions.targetId, query.targetId));
  const where = and(...conditions);
  const entries = await db
    .select()
    .from(adminActions)
    .where(where)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(adminActions).where(where);
  return { entries, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
