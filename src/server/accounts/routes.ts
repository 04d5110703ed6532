import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginSchema, registerSchema } from "../../domain/account-schemas";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../auth/password";
import { requireUser } from "../auth/plugin";
import { deleteSession, SESSION_COOKIE } from "../auth/sessions";
import { DomainError } from "../errors";
import { findUserByUsername, registerCompany } from "./queries";
import { toUserResponse, userResponse } from "./user-response";

const message = z.object({ message: z.string() });
export const LOGIN_FAILED = "Invalid username or password";

export async function accountRoutes(app: FastifyInstance, options: { authRateLimit: number; passwordCost?: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: options.authRateLimit, timeWindow: "1 minute" };

  r.post(
    "/api/register",
    {
      config: { rateLimit },
      schema: {
        tags: ["accounts"],
        summary: "Register a rental company and its first user, then log in",
        body: registerSchema,
        response: { 201: userResponse },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const user = await registerCompany(app.db, input, await hashPassword(input.password, options.passwordCost));
      await endCurrentSession(request.cookies[SESSION_COOKIE]);
      await app.startSession(reply, user.id);
      return reply.code(201).send(toUserResponse(user));
    },
  );

  r.post(
    "/api/login",
    {
      config: { rateLimit },
      schema: { tags: ["accounts"], summary: "Log in", body: loginSchema, response: { 200: userResponse } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await findUserByUsername(app.db, username);
      const ok = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
      if (!user || !ok) throw new DomainError("unauthorized", LOGIN_FAILED);
      // A fresh session id on every login, so a planted cookie can never be promoted (session fixation).
      await endCurrentSession(request.cookies[SESSION_COOKIE]);
      await app.startSession(reply, user.id);
      return toUserResponse(user);
    },
  );

  r.post(
    "/api/logout",
    { schema: { tags: ["accounts"], summary: "Log out", response: { 200: message } } },
    async (request, reply) => {
      await endCurrentSession(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { message: "Logged out" };
    },
  );

  r.get(
    "/api/user",
    { schema: { tags: ["accounts"], summary: "The logged-in user (401 when none)", response: { 200: userResponse } } },
    async (request) => toUserResponse(requireUser(request, "Not logged in")),
  );

  async function endCurrentSession(token: string | undefined) {
    if (token) await deleteSession(app.db, token);
  }
}
