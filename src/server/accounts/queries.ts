import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { REJECTION_MESSAGES } from "../../domain/account-mails";
import { accountStatus } from "../../domain/account-status";
import type { UserFlags } from "../../domain/contracts/accounts";
import type { RegisterInput, renterSignUpSchema } from "../../domain/contracts/accounts/account-schemas";
import { deleteUserSessions } from "../auth/sessions";
import type { Db } from "../db/client";
import { bookings, companies, users, vehicles } from "../db/schema";
import { dialablePhone } from "../dialable-phone";
import { conflict, invalid, isUniqueViolation } from "../errors";
import type { Mailer } from "../mail/plugin";
import { hashSecretToken } from "../secret-tokens";
import { queueDecisionMail, queueRegistrationMails } from "./account-mails";
import { queueVerificationMail } from "./email-verification";

export async function findUserByUsername(db: Db, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return user;
}

export const USERNAME_TAKEN = "Username already exists";

/**
 * Registration creates the company and its first user together, or neither, with the welcome to the
 * company and the notice to the admins (`queueRegistrationMails`); the demo seed sends no mail.
 */
export async function registerCompany(db: Db, input: Required<RegisterInput>, passwordHash: string, mail?: Mailer) {
  const phone = dialablePhone(input);
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.companyName,
          contactFullName: input.fullName,
          contactEmail: input.email,
          phone,
          language: input.language,
        })
        .returning({ id: companies.id, contactEmail: companies.contactEmail });
      if (!company) throw new Error("company insert returned nothing");
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          fullName: input.fullName,
          email: input.email,
          phone,
          role: "company",
          companyId: company.id,
        })
        .returning();
      if (!user) throw new Error("user insert returned nothing");
      if (mail) await queueRegistrationMails(tx, mail.queue, company);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
    throw error;
  }
}

export const EMAIL_TAKEN = "An account with this email already exists: log in with it instead.";
export const REQUEST_LINK_NOT_VALID =
  "This request link does not open a request that can join a new account. Sign up without it, or use the link from your receipt.";

/**
 * A renter's account (docs/product-rules.md, "Renters"): no company, active at once, the email as
 * its username, its verification link in the outbox (the caller wakes the mailer after). With a request's status-link secret the account takes that request over in the same
 * transaction — the secret proves the request is theirs, which an unverified email never would; a
 * secret that opens no request without an account refuses the whole sign-up.
 */
export async function registerRenter(
  db: Db,
  input: z.output<typeof renterSignUpSchema>,
  passwordHash: string,
  mail: Mailer,
) {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.email.toLowerCase(),
          passwordHash,
          fullName: input.fullName,
          email: input.email,
          phone: dialablePhone(input),
          nationality: input.nationality,
          language: input.language,
          role: "renter",
          isActive: true,
        })
        .returning();
      if (!user) throw new Error("user insert returned nothing");
      if (input.requestToken) await takeRequestOver(tx, user.id, input.requestToken);
      // The address is proved before requests sent with it join the account (docs/product-rules.md, "Renters").
      await queueVerificationMail(tx, mail, user);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * The request whose status-link secret this is joins the account (sign-up, or a login from the
 * receipt's link): the secret proves the request is theirs. One already in an account, or none,
 * refuses (400), and the caller's transaction with it.
 */
export async function takeRequestOver(tx: Db, userId: number, requestToken: string) {
  const taken = await tx
    .update(bookings)
    .set({ userId })
    .where(and(eq(bookings.statusTokenHash, hashSecretToken(requestToken)), isNull(bookings.userId)))
    .returning({ id: bookings.id });
  if (taken.length === 0) throw invalid("requestToken", REQUEST_LINK_NOT_VALID);
}

/**
 * The one way a password changes: every session of the account ends with it, so whoever held an
 * old password (or a cookie stolen with it) is out.
 */
export async function changePassword(db: Db, userId: number, passwordHash: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await deleteUserSessions(tx, userId);
  });
}

const userVehicleCount =
  sql<number>`(select count(*) from ${vehicles} where ${vehicles.companyId} = ${users.companyId})`.mapWith(Number);

function selectAdminUsers(db: Db) {
  return db
    .select({ user: users, company: { id: companies.id, name: companies.name }, vehicleCount: userVehicleCount })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .$dynamic();
}

export type AdminUserRow = Awaited<ReturnType<typeof listAdminUsers>>[number];

/** Every user with their company's name and fleet size, in one query. */
export async function listAdminUsers(db: Db) {
  return selectAdminUsers(db).orderBy(asc(users.id));
}

export async function findAdminUser(db: Db, id: number) {
  const [row] = await selectAdminUsers(db).where(eq(users.id, id));
  return row;
}

/**
 * Sets a user's Active/Featured flags. The first activation is the admin's approval: it clears a
 * rejection and, for a company's account, mails the company in the same transaction; turning an
 * approved account off suspends it and ends all its sessions (docs/product-rules.md, "Accounts").
 */
export async function updateUserFlags(db: Db, id: number, flags: UserFlags, mail?: Mailer) {
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ approvedAt: users.approvedAt, companyId: users.companyId })
      .from(users)
      .where(eq(users.id, id))
      .for("update");
    if (!before) return false;
    const approving = flags.isActive === true && before.approvedAt === null;
    // Turning on approves for good; turning off an account that was on suspends it (old values in SET).
    const approval =
      flags.isActive === undefined
        ? {}
        : {
            approvedAt: flags.isActive
              ? sql`coalesce(${users.approvedAt}, now())`
              : sql`case when ${users.isActive} then coalesce(${users.approvedAt}, now()) else ${users.approvedAt} end`,
          };
    await tx
      .update(users)
      .set({ ...flags, ...approval, ...(approving && { rejectedAt: null, rejectionReason: null }) })
      .where(eq(users.id, id));
    if (flags.isActive === false) await deleteUserSessions(tx, id);
    if (approving && before.companyId !== null && mail) {
      await queueDecisionMail(tx, mail.queue, before.companyId, "approved");
    }
    return true;
  });
  return updated ? findAdminUser(db, id) : undefined;
}

/**
 * An admin rejects a company's account waiting for approval, with the reason it is told: the account
 * stays pending but no longer waits (docs/product-rules.md, "Accounts"); the company hears it by
 * mail in the same transaction. Undefined for no such user; a conflict when it is not pending.
 */
export async function rejectAccount(db: Db, id: number, reason: string, mail: Mailer) {
  const rejected = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isActive: users.isActive, approvedAt: users.approvedAt, companyId: users.companyId })
      .from(users)
      .where(eq(users.id, id))
      .for("update");
    if (!before) return false;
    if (before.companyId === null || accountStatus(before) !== "pending") throw conflict(REJECTION_MESSAGES.notPending);
    await tx.update(users).set({ rejectedAt: sql`now()`, rejectionReason: reason }).where(eq(users.id, id));
    await queueDecisionMail(tx, mail.queue, before.companyId, "rejected");
    return true;
  });
  return rejected ? findAdminUser(db, id) : undefined;
}

/** Company accounts waiting for an admin: pending and not rejected (the admin's badge). */
export async function countWaitingCompanies(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(isNotNull(users.companyId), eq(users.isActive, false), isNull(users.approvedAt), isNull(users.rejectedAt)),
    );
  return row?.count ?? 0;
}
