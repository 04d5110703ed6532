import type { FastifyRequest } from "fastify";
import type { AdminAction, AuditTarget } from "../../domain/admin-actions";
import { currentUser } from "../auth/guard";
import type { Db } from "../db/client";
import { adminActions } from "../db/schema";

/** What an admin's change did: its answer, and the row before and after (null: created or deleted). */
export interface Change<Result> {
  result: Result;
  before: object | null;
  after: object | null;
}

interface AuditedAction {
  action: AdminAction;
  targetKind: AuditTarget;
  targetId: number;
}

/**
 * Runs an admin's change and writes its audit entry in the same transaction (docs/product-rules.md,
 * "Audit log"): a change that throws leaves no entry, and an entry that cannot be written undoes the
 * change. A change that finds no row (undefined) changed nothing and is not logged.
 */
export async function auditedChange<Result>(
  db: Db,
  request: FastifyRequest,
  what: AuditedAction,
  change: (tx: Db) => Promise<Change<Result> | undefined>,
): Promise<Result | undefined> {
  const admin = currentUser(request);
  return db.transaction(async (tx) => {
    const done = await change(tx);
    if (!done) return undefined;
    await tx.insert(adminActions).values({
      ...what,
      adminUserId: admin.id,
      adminUsername: admin.username,
      before: toJson(done.before),
      after: toJson(done.after),
    });
    return done.result;
  });
}

/** The row as it travels: dates as ISO strings, no undefined. */
const toJson = (row: object | null) =>
  row === null ? null : (JSON.parse(JSON.stringify(row)) as Record<string, unknown>);
