import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { createSession, findSessionUser, SESSION_ABSOLUTE_MS, SESSION_COOKIE, type SessionUser } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in user, loaded from the session cookie; null for visitors. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** The route answers everyone alike (the public catalogue cache): no session lookup. */
    isAnonymous?: boolean;
  }
}

/**
 * Loads `request.user` from the session cookie on every API request but the anonymous ones: a
 * logged-in visitor's cached catalogue answer costs no database query (on PGlite it would queue
 * behind every other query).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { cookieSecure: boolean }) => {
    await app.register(fastifyCookie);
    app.decorateRequest("user", null);
    app.addHook("onRequest", async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token && request.url.startsWith("/api/") && !request.routeOptions.config.isAnonymous) {
        request.user = (await findSessionUser(app.db, token)) ?? null;
      }
    });
    app.decorate("startSession", async (reply: FastifyReply, userId: number) => {
      const token = await createSession(app.db, userId);
      reply.setCookie(SESSION_COOKIE, token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: options.cookieSecure,
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
    });
  },
  { name: "auth", dependencies: ["database"] },
);

declare module "fastify" {
  interface FastifyInstance {
    /** Creates a session for the user and sets its cookie on the reply. */
    startSession(reply: FastifyReply, userId: number): Promise<void>;
  }
}
