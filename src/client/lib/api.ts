import { type AnswerOf, type Endpoint, type InputOf, pathOf } from "../../domain/contracts/endpoint";

/**
 * The one way the client talks to the server (docs/architecture.md, "Write through the cache"):
 * same-origin credentials, JSON in and out, and a failed response becomes an Error reading
 * "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's `message` field when the body is our JSON error, else the raw text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === "string") return parsed.message;
    } catch {
      // not JSON
    }
    return this.body;
  }

  /** Field-level messages of a 400, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { errors?: { field: string; message: string }[] };
      return Object.fromEntries((parsed.errors ?? []).map((e) => [e.field, e.message]));
    } catch {
      return {};
    }
  }
}

/** How requests leave: the browser's fetch, or the server's own router when it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server's renderer answers the pages' API calls in-process (entry-server.tsx). */
export function setApiTransport(send: typeof fetch) {
  transport = send;
}

type CallArgs<E extends Endpoint> = keyof InputOf<E> extends never ? [] : [input: InputOf<E>];

/**
 * Calls an endpoint by its definition (src/domain/contracts): the path, method and the answer's type
 * come from there, so no API address is written in the client.
 */
export async function call<E extends Endpoint>(endpoint: E, ...input: CallArgs<E>): Promise<AnswerOf<E>> {
  return (await callWithHeaders(endpoint, ...input)).data;
}

/** `call` with the response headers too, for answers that carry more than their body (paging). */
export async function callWithHeaders<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<{ data: AnswerOf<E>; headers: Headers }> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: object; body?: unknown };
  const response = await transport(pathOf(endpoint, params) + queryString({ ...query }), {
    method: endpoint.method,
    credentials: "same-origin",
    headers: { Accept: "application/json", ...(body !== undefined && { "Content-Type": "application/json" }) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const text = response.status === 204 ? "" : await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as AnswerOf<E>, headers: response.headers };
}

/** A query string (with its "?") of the values set, in the order given; "" when none is. */
function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The message to show for a failed call: the server's own words, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
