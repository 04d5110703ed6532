import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

export type ErrorCode =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "too_many_requests";

const STATUS: Record<ErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many_requests: 429,
};

export interface FieldError {
  field: string;
  message: string;
}

/** A rule of the product said no. The error handler turns it into `{ message, errors? }`. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const invalid = (field: string, message: string) => new DomainError("invalid", message, [{ field, message }]);
/** Several fields broke rules: the first one's message leads. */
export const invalidFields = (errors: FieldError[]) =>
  new DomainError("invalid", errors[0]?.message ?? "Invalid request", errors);
export const tooLarge = (field: string, message: string) => new DomainError("too_large", message, [{ field, message }]);
/** `notFoundMessage("Vehicle", 7)` is "Vehicle ID 7 not found"; `notFoundMessage("Image")` is "Image not found". */
export const notFoundMessage = (thing: string, id?: number) =>
  id === undefined ? `${thing} not found` : `${thing} ID ${id} not found`;
export const notFound = (thing: string, id?: number) => new DomainError("not_found", notFoundMessage(thing, id));
export const unauthorized = (message: string) => new DomainError("unauthorized", message);
export const forbidden = (message: string) => new DomainError("forbidden", message);
export const conflict = (message: string) => new DomainError("conflict", message);

/** A limit said no: a 429 whose `Retry-After` says when to ask again. */
export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("too_many_requests", message);
  }
}
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new TooManyRequests(message, retryAfterSeconds);
/** Seconds an overloaded server asks a visitor to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** The server refused work it could not start in time (load-shedding/); answered 503 with Retry-After. */
export class Overloaded extends Error {
  constructor() {
    super("The marketplace is very busy right now. Please try again in a few seconds.");
  }
}

/** Postgres error codes we turn into product answers rather than 500s. */
const PG_UNIQUE = "23505";
const PG_EXCLUSION = "23P01";
const PG_CHECK = "23514";
const PG_FOREIGN_KEY = "23503";
/** Values PostgreSQL cannot hold (numeric or date out of range, malformed text for a type, a NUL byte). */
const PG_BAD_VALUE = new Set(["22003", "22007", "22008", "22P02", "22001", "22021"]);

/** The error or one of its causes (drizzle wraps driver errors) that passes the test. */
function findCause(error: unknown, test: (e: unknown) => boolean): unknown {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (test(e)) return e;
  }
  return undefined;
}

function pgCode(error: unknown): string | undefined {
  const isPgCode = (code: unknown) => typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
  return (findCause(error, (e) => isPgCode((e as { code?: unknown }).code)) as { code?: string } | undefined)?.code;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === PG_UNIQUE;
}
export function isExclusionViolation(error: unknown): boolean {
  return pgCode(error) === PG_EXCLUSION;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || (error.validationContext ?? "body"),
        message: issue.message,
      }));
      return reply.code(400).send({ message: errors[0]?.message ?? "Invalid request", errors });
    }
    if (error instanceof TooManyRequests) reply.header("Retry-After", String(error.retryAfterSeconds));
    if (error instanceof DomainError) {
      return reply.code(error.status).send({ message: error.message, ...(error.errors && { errors: error.errors }) });
    }
    const overloaded = findCause(error, (e) => e instanceof Overloaded);
    if (overloaded instanceof Overloaded) {
      return reply.code(503).header("Retry-After", String(RETRY_AFTER_SECONDS)).send({ message: overloaded.message });
    }
    // Schemas catch these first; the database's own rules are the last line, never a 500.
    const code = pgCode(error);
    if (code === PG_CHECK || (code && PG_BAD_VALUE.has(code))) {
      return reply.code(400).send({ message: "The data breaks a rule of the marketplace" });
    }
    if (code === PG_FOREIGN_KEY) {
      return reply.code(404).send({ message: "Something the request refers to does not exist" });
    }
    if (code === PG_UNIQUE || code === PG_EXCLUSION) {
      return reply.code(409).send({ message: "That conflicts with what is already recorded" });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message =
        error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "The request is too large (images may be at most 5MB; other requests 32KB)"
          : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
            ? "Requests must be sent as application/json"
            : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error, reqId: request.id }, "request failed");
    return reply
      .code(500)
      .send({ message: `Something went wrong on our side (request ${request.id}). Please try again.` });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No route ${request.method} ${request.url}` }),
  );
}
