import type { FastifyInstance } from "fastify";
import { ACCOUNT_MESSAGES, accountStatus } from "../../domain/account-status";
import { accountEndpoints } from "../../domain/contracts/accounts/endpoints";
import { VERIFICATION_MESSAGES } from "../../domain/requests/renter-ownership";
import { route } from "../api/route";
import { currentUser } from "../auth/guard";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../auth/password";
import { deleteSession, SESSION_COOKIE } from "../auth/sessions";
import { conflict, forbidden, unauthorized } from "../errors";
import { queueVerificationMail, verifyEmail } from "./email-verification";
import { type LockoutLimits, loginLockout } from "./login-lockout";
import { findUserByUsername, registerCompany, registerRenter, takeRequestOver } from "./queries";
import { toUser } from "./to-user";

export const LOGIN_FAILED = "Invalid username or password";

export interface SessionRouteOptions {
  /** Login and registration attempts a minute per IP, and the failed-login lock-out. */
  rateLimits: { auth: number } & LockoutLimits;
  passwordCost?: number;
}

export const TOO_MANY_ATTEMPTS = "Too many attempts from this address";

/** Account calls: register a company or a renter, log in and out, who am I. */
export async function sessionRoutes(app: FastifyInstance, options: SessionRouteOptions) {
  const rateLimit = { max: options.rateLimits.auth, timeWindow: "1 minute" };
  const lockout = loginLockout(app.rateLimits, options.rateLimits);

  route(app, accountEndpoints.register, { config: { rateLimit, startsSession: true } }, async (request, reply) => {
    const input = request.body;
    const user = await registerCompany(
      app.db,
      input,
      await hashPassword(input.password, options.passwordCost),
      app.mail,
    );
    void app.mail.wake();
    await endCurrentSession(request.cookies[SESSION_COOKIE]);
    await app.startSession(reply, user.id);
    return reply.code(201).send(toUser(user));
  });

  route(app, accountEndpoints.signUpRenter, { config: { rateLimit, startsSession: true } }, async (request, reply) => {
    const input = request.body;
    const user = await registerRenter(
      app.db,
      input,
      await hashPassword(input.password, options.passwordCost),
      app.mail,
    );
    void app.mail.wake();
    await endCurrentSession(request.cookies[SESSION_COOKIE]);
    await app.startSession(reply, user.id);
    return reply.code(201).send(toUser(user));
  });

  route(app, accountEndpoints.login, { config: { rateLimit, startsSession: true } }, async (request, reply) => {
    const { username, password, requestToken } = request.body;
    await lockout.assertMayTry(username, request.ip);
    const user = await findUserByUsername(app.db, username);
    const ok = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
    if (!user || !ok) {
      await lockout.recordFailure(username, request.ip);
      throw unauthorized(LOGIN_FAILED);
    }
    await lockout.recordSuccess(username, request.ip);
    // Said only to whoever knows the password, so it reveals nothing to a guesser.
    if (accountStatus(user) === "suspended") throw forbidden(ACCOUNT_MESSAGES.suspended);
    // The receipt's "keep your requests" link, for a renter who already has an account.
    if (requestToken) await takeRequestOver(app.db, user.id, requestToken);
    // A fresh session id on every login, so a planted cookie can never be promoted (session fixation).
    await endCurrentSession(request.cookies[SESSION_COOKIE]);
    await app.startSession(reply, user.id);
    return toUser(user);
  });

  route(app, accountEndpoints.verifyEmail, { config: { rateLimit } }, async (request) =>
    verifyEmail(app.db, request.body.token),
  );

  route(
    app,
    accountEndpoints.sendVerificationMail,
    { config: { rateLimit }, loginMessage: "Not logged in" },
    async (request) => {
      const user = currentUser(request);
      if (user.role !== "renter") throw forbidden(VERIFICATION_MESSAGES.rentersOnly);
      if (user.emailVerifiedAt) throw conflict(VERIFICATION_MESSAGES.alreadyVerified);
      await app.db.transaction((tx) => queueVerificationMail(tx, app.mail, user));
      void app.mail.wake();
      return { message: "Verification link sent" };
    },
  );

  route(app, accountEndpoints.logout, {}, async (request, reply) => {
    await endCurrentSession(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { message: "Logged out" };
  });

  route(app, accountEndpoints.currentUser, { loginMessage: "Not logged in" }, async (request) =>
    toUser(currentUser(request)),
  );

  async function endCurrentSession(token: string | undefined) {
    if (token) await deleteSession(app.db, token);
  }
}
