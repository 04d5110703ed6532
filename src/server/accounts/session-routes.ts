import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ACCOUNT_MESSAGES, accountStatus } from "../../domain/account-status";
import { loginBody, registerBody, user } from "../../domain/contracts/accounts";
import { messageResponse } from "../../domain/contracts/common";
import { currentUser, guard } from "../auth/guard";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../auth/password";
import { deleteSession, SESSION_COOKIE } from "../auth/sessions";
import { DomainError, forbidden } from "../errors";
import { createRateWindow } from "../rate-window";
import { findUserByUsername, registerCompany } from "./queries";
import { toUser } from "./to-user";

export const LOGIN_FAILED = "Invalid username or password";

export interface SessionRouteOptions {
  /** Login and registration attempts a minute per IP; login attempts a minute per username. */
  rateLimits: { auth: number; loginPerUsername: number };
  passwordCost?: number;
}

export const TOO_MANY_ATTEMPTS = "Too many attempts from this address: try again in a minute";
export const TOO_MANY_LOGINS = "Too many login attempts for this username: try again in a minute";

/** Spec §7 account calls: register, log in and out, who am I. */
export async function sessionRoutes(app: FastifyInstance, options: SessionRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: options.rateLimits.auth, timeWindow: "1 minute" };
  // Behind the per-IP limit: one username guessed at from many addresses.
  const allowLoginAttempt = createRateWindow(options.rateLimits.loginPerUsername);

  r.post(
    "/api/register",
    {
      config: { rateLimit },
      schema: {
        tags: ["accounts"],
        summary: "Register a rental company and its first user, then log in",
        body: registerBody,
        response: { 201: user },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const user = await registerCompany(app.db, input, await hashPassword(input.password, options.passwordCost));
      await endCurrentSession(request.cookies[SESSION_COOKIE]);
      await app.startSession(reply, user.id);
      return reply.code(201).send(toUser(user));
    },
  );

  r.post(
    "/api/login",
    {
      config: { rateLimit },
      schema: { tags: ["accounts"], summary: "Log in", body: loginBody, response: { 200: user } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      if (!allowLoginAttempt(username.toLowerCase())) throw new DomainError("too_many_requests", TOO_MANY_LOGINS);
      const user = await findUserByUsername(app.db, username);
      const ok = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
      if (!user || !ok) throw new DomainError("unauthorized", LOGIN_FAILED);
      // Said only to whoever knows the password, so it reveals nothing to a guesser.
      if (accountStatus(user) === "suspended") throw forbidden(ACCOUNT_MESSAGES.suspended);
      // A fresh session id on every login, so a planted cookie can never be promoted (session fixation).
      await endCurrentSession(request.cookies[SESSION_COOKIE]);
      await app.startSession(reply, user.id);
      return toUser(user);
    },
  );

  r.post(
    "/api/logout",
    { schema: { tags: ["accounts"], summary: "Log out", response: { 200: messageResponse } } },
    async (request, reply) => {
      await endCurrentSession(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { message: "Logged out" };
    },
  );

  r.get(
    "/api/user",
    {
      onRequest: guard("user", "Not logged in"),
      schema: { tags: ["accounts"], summary: "The logged-in user (401 when none)", response: { 200: user } },
    },
    async (request) => toUser(currentUser(request)),
  );

  async function endCurrentSession(token: string | undefined) {
    if (token) await deleteSession(app.db, token);
  }
}
