import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";

const currentApp = new AsyncLocalStorage<FastifyInstance>();

/** Runs `work` with `inProcessFetch` answered by `app` (a process may hold several apps: tests). */
export const withApp = <T>(app: FastifyInstance, work: () => Promise<T>): Promise<T> => currentApp.run(app, work);

/** Whether the request being answered came from `inProcessFetch` (a page's render), not from a browser. */
export const isInProcess = (): boolean => currentApp.getStore() !== undefined;

/**
 * The app's API as a `fetch`, answered by its own router in-process, as an anonymous visitor: how
 * the pages' loaders read their data on the server.
 */
export const inProcessFetch: typeof fetch = async (input, init) => {
  const app = currentApp.getStore();
  if (!app) throw new Error("inProcessFetch runs inside withApp(app, …)");
  const response = await app.inject({
    method: init?.method === "HEAD" ? "HEAD" : "GET",
    url: String(input),
    headers: Object.fromEntries(new Headers(init?.headers)),
  });
  const status = response.statusCode;
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
  }
  return new Response(status === 204 || status === 304 ? null : response.body, {
    status,
    statusText: response.statusMessage,
    headers,
  });
};
