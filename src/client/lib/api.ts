import { type AnswerOf, type Endpoint, type InputOf, urlOf } from "../../domain/contracts/endpoint";
import { IDEMPOTENCY_KEY_HEADER } from "../../domain/contracts/idempotency";
import { noteAnswerOrigin } from "./offline-notice";

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

/** Tries after a 503 ("busy, nothing written") or a lost connection, before the error is shown. */
const RETRY_DELAYS_MS = [1_000, 3_000];

/** A browser waits and tries again; the server's own renderer answers at once instead. */
const mayRetry = () => typeof window !== "undefined";

/** A key for one submission (16 random bytes in hex): no secure context needed, unlike randomUUID. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Sends a call, trying again after a 503 or a lost connection. A read may always be repeated; a
 * write is repeated only with the key it was first sent with, so the server answers a repeat of a
 * write it did with that write's answer (docs/decisions/idempotent-writes.md).
 */
async function send(endpoint: Endpoint, url: string, init: RequestInit & { headers: Record<string, string> }) {
  if (endpoint.method !== "GET") init.headers[IDEMPOTENCY_KEY_HEADER] = newIdempotencyKey();
  for (let attempt = 0; ; attempt++) {
    const delay = mayRetry() ? RETRY_DELAYS_MS[attempt] : undefined;
    try {
      const response = await transport(url, init);
      if (response.status !== 503 || delay === undefined) return response;
    } catch (error) {
      if (delay === undefined) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay * (0.75 + Math.random() / 2)));
  }
}

/** `call` with the response headers too, for answers that carry more than their body (paging). */
export async function callWithHeaders<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<{ data: AnswerOf<E>; headers: Headers }> {
  const { url, headers, body } = requestOf(endpoint, input);
  const response = await send(endpoint, url, { method: endpoint.method, credentials: "same-origin", headers, body });
  if (endpoint.method === "GET") noteAnswerOrigin(response.headers);
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const text = response.status === 204 ? "" : await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as AnswerOf<E>, headers: response.headers };
}

/**
 * `call` for a large body, telling how much of it has been sent (0 to 1): fetch cannot report an
 * upload's progress, XMLHttpRequest can. Browser only.
 */
export function callWithUploadProgress<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  onProgress: (sent: number) => void,
): Promise<AnswerOf<E>> {
  const { url, headers, body } = requestOf(endpoint, input);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText, request.statusText));
      } else {
        resolve((request.responseText ? JSON.parse(request.responseText) : undefined) as AnswerOf<E>);
      }
    };
    request.onerror = () => reject(new TypeError("Network request failed"));
    request.send(body);
  });
}

/** An endpoint's address, headers and JSON body for one call. */
function requestOf(endpoint: Endpoint, input: unknown) {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: object; body?: unknown };
  return {
    url: urlOf(endpoint, params, query),
    headers: {
      Accept: "application/json",
      ...(body !== undefined && { "Content-Type": "application/json" }),
    } as Record<string, string>,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  };
}

/** The message to show for a failed call: the server's own words, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
