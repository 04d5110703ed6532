import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";

export const SESSION_COOKIE = "sid";
/** A session ends after 30 days whatever happens, or after 7 days without a request. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
/** Touch `last_seen_at` at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url"); // 256 bits from the CSPRNG
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

export type SessionUser = typeof users.$inferSelect;

/**
 * The user behind a cookie token, or undefined when the session is unknown, expired or idle too
 * long, or the account is suspended (a suspended account has no session that works, whatever the
 * order in which its sessions and its flag were written).
 */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | undefined> {
  const idHash = hashToken(token);
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        or(eq(users.isActive, true), isNull(users.approvedAt)),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return row.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/** Logging out everywhere: used when an account is deactivated. */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      sql`${lt(sessions.expiresAt, now)} or ${lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))}`,
    );
}
