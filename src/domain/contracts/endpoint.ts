import { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an endpoint: anyone, any logged-in user, a user acting for a company, or an active
 * admin. The server's guard and the API document both read it (docs/architecture.md, "Path of a request").
 */
export type Access = "public" | "user" | "company" | "admin";

/** A refusal the handler itself may answer, beyond those the definition implies (see `refusalsOf`). */
export type Refusal = 401 | 403 | 404 | 409 | 429;

/** A response header, as the API document describes it. */
export interface HeaderDoc {
  type: "string" | "integer";
  description: string;
}

/** An answer that is not JSON (an image, an iCal file) or that carries headers worth documenting. */
export interface AnswerDoc {
  description: string;
  /** Absent: JSON described by `schema`; several types are listed with ", ". */
  contentType?: string;
  schema?: z.ZodType;
  headers?: Record<string, HeaderDoc>;
}

export type Answer = z.ZodType | AnswerDoc;

/** An answer in its long form: a bare schema is JSON without headers worth documenting. */
export function describeAnswer(answer: Answer): AnswerDoc {
  return answer instanceof z.ZodType ? { description: "Success", schema: answer } : answer;
}

/** One endpoint, declared once: the server registers it, the client calls it, /api/docs describes it. */
export interface Endpoint {
  method: Method;
  /** Fastify's form: `/api/vehicles/:id`. */
  path: `/api/${string}` | "/healthz";
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The successful answers, by status. */
  responses: Partial<Record<200 | 201 | 304 | 503, Answer>>;
  refusals?: readonly Refusal[];
}

/** Declares an endpoint, keeping its literal types for the server's handler and the client's `call`. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * Every refusal an endpoint can answer: 400 on any (a NUL character), 401 for a guarded one, 403 for a role or for a write from another origin, 404 where the
 * path names a row, 409 for a write's Idempotency-Key, 413 and 415 on any write for a body too large
 * or not sent as JSON (a write without a body of its own included),
 * 503 (overloaded, or shutting down) on every route, and what the handler adds.
 */
export function refusalsOf(endpoint: Endpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(endpoint.refusals ?? []);
  // Every route: a NUL character anywhere in the request is refused before it is read (nul-characters.ts).
  statuses.add(400);
  // A write without a body schema still has its body read: too large or not JSON is refused first.
  if (endpoint.body || endpoint.method !== "GET") {
    statuses.add(413);
    statuses.add(415);
  }
  if (endpoint.access !== "public") statuses.add(401);
  if (endpoint.access === "company" || endpoint.access === "admin" || endpoint.method !== "GET") statuses.add(403);
  if (endpoint.params) statuses.add(404);
  // A write's Idempotency-Key sent again with another request, or while its first is still answered.
  if (endpoint.method !== "GET") statuses.add(409);
  // Any route while the server is overloaded or shutting down, unless it words its own 503.
  if (!endpoint.responses[503]) statuses.add(503);
  return [...statuses].sort();
}

/** A 200 carrying an ETag answers 304 to a client that sends it back in If-None-Match. */
export function answersNotModified(endpoint: Endpoint): boolean {
  const ok = endpoint.responses[200];
  return ok !== undefined && describeAnswer(ok).headers?.ETag !== undefined;
}

/** Every status an endpoint can answer: what the API document lists, and all a route may send. */
export function statusesOf(endpoint: Endpoint): number[] {
  const statuses = [...Object.keys(endpoint.responses).map(Number), ...refusalsOf(endpoint)];
  if (answersNotModified(endpoint) && !statuses.includes(304)) statuses.push(304);
  return statuses.sort();
}

type SchemaOf<A> = A extends z.ZodType ? A : A extends { schema: infer S extends z.ZodType } ? S : never;
type SuccessAnswer<E extends Endpoint> = E["responses"][keyof E["responses"] & (200 | 201)];

/** The JSON a successful call answers, as it travels (timestamps are ISO strings). */
export type AnswerOf<E extends Endpoint> = z.input<SchemaOf<SuccessAnswer<E>>>;

type Part<Name extends string, S> = S extends z.ZodType ? { [K in Name]: z.input<S> } : unknown;

/** What a caller sends: the path's params, the query and the body, each where the endpoint has one. */
export type InputOf<E extends Endpoint> = Part<"params", E["params"]> &
  Part<"query", E["query"]> &
  Part<"body", E["body"]>;

/** The path with its params filled in: `/api/vehicles/:id` and `{ id: 7 }` give `/api/vehicles/7`. */
export function pathOf(endpoint: Endpoint, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * A call's address: the path with its params, then the query's values set, in the order given. The
 * client calls it and the server's preload hints name it, so both write the same URL.
 */
export function urlOf(endpoint: Endpoint, params?: Record<string, unknown>, query: object = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return pathOf(endpoint, params) + (text ? `?${text}` : "");
}
