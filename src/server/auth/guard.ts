import type { FastifyReply, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../errors";
import type { SessionUser } from "./sessions";

const LOGIN_REQUIRED = "You must be logged in";
const ADMIN_REQUIRED = "You must be an admin to do this";
export const COMPANY_ID_NOT_FOUND = "Company ID not found";

/** Who may call a route: any logged-in user, a user acting for a company, or an admin. */
export type Role = "user" | "company" | "admin";

/** An admin acts only while active: one turned off keeps no powers, whatever its sessions. */
export function isActiveAdmin(user: SessionUser | null | undefined): boolean {
  return Boolean(user?.isAdmin && user.isActive);
}

/**
 * The one way a route says who may call it: `{ onRequest: guard("admin") }`. It runs in onRequest,
 * before the body is read or validated, so a visitor hears 401 and a user without the role 403
 * whatever they send. `loginMessage` replaces the 401 text where a route words it differently.
 *
 * Every answer of a guarded route depends on the session, refusals included: no cache — the
 * browser's, a proxy's — may keep one and hand it to the next person on that machine or network.
 */
export function guard(role: Role, loginMessage = LOGIN_REQUIRED) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header("Cache-Control", "no-store");
    const user = request.user;
    if (!user) throw unauthorized(loginMessage);
    if (role === "admin" && !isActiveAdmin(user)) throw forbidden(ADMIN_REQUIRED);
    // A company route called by a user without a company.
    if (role === "company" && user.companyId === null) throw forbidden(COMPANY_ID_NOT_FOUND);
  };
}

/** The logged-in user of a guarded route. */
export function currentUser(request: FastifyRequest): SessionUser {
  // Only a route registered without its guard gets here with no user.
  if (!request.user) throw unauthorized(LOGIN_REQUIRED);
  return request.user;
}

/** The company the user of a `guard("company")` route acts for. */
export function currentCompanyId(request: FastifyRequest): number {
  const { companyId } = currentUser(request);
  if (companyId === null) throw forbidden(COMPANY_ID_NOT_FOUND);
  return companyId;
}
