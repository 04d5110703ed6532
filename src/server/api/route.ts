import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { FastifyRouteSchemaDef, FastifySchemaCompiler } from "fastify/types/schema";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { describeAnswer, type Endpoint } from "../../domain/contracts/endpoint";
import { guard } from "../auth/guard";
import { answeredAsRepeat } from "./idempotency";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The definition a route was registered from: the API document reads it (api/openapi.ts). */
    endpoint?: Endpoint;
  }
}

/** The schema of a JSON answer; never for an image, a calendar file or an answer without a body. */
type JsonSchemaOf<A> = A extends z.ZodType
  ? A
  : A extends { contentType: string }
    ? never
    : A extends { schema: infer S extends z.ZodType }
      ? S
      : never;

type JsonAnswers<E extends Endpoint> = {
  [S in keyof E["responses"] & number as JsonSchemaOf<E["responses"][S]> extends never ? never : S]: JsonSchemaOf<
    E["responses"][S]
  >;
};

interface EndpointSchema<E extends Endpoint> extends FastifySchema {
  params: E["params"];
  querystring: E["query"];
  body: E["body"];
  response: JsonAnswers<E>;
}

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

export interface RouteOptions<E extends Endpoint = Endpoint> {
  /** The 401 text where a route words it differently from the guard's. */
  loginMessage?: string;
  /** Raised on the routes that take images. */
  bodyLimit?: number;
  /** Runs after the guard, before the body is read: what a large body costs is paid for first. */
  beforeBody?: onRequestHookHandler;
  config?: FastifyContextConfig;
  /**
   * Reads a plain query without zod, giving what the query schema would (or undefined: then zod
   * reads it). For a route every request of which is a new question (the search).
   */
  plainQuery?: (query: unknown) => z.output<NonNullable<E["query"]>> | undefined;
}

/** The app's zod validation, except that a query `read` gives a value for skips zod. */
function withPlainQuery<S>(read: (query: unknown) => unknown): FastifySchemaCompiler<S> {
  return (route) => {
    // Fastify hands each part's own schema (here a zod type), whatever the route's schema type says.
    const validate = validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
    if (route.httpPart !== "querystring") return validate;
    return (data) => {
      const value = read(data);
      return value === undefined ? validate(data) : { value };
    };
  };
}

/** A write's handler, run once per Idempotency-Key: a repeat gets the first answer (idempotency.ts). */
function answeringRepeats(app: FastifyInstance, handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request, reply) {
    if (await answeredAsRepeat(app, request, reply)) return reply;
    return handler.call(this, request, reply);
  };
}

/**
 * The one way a route is registered (docs/architecture.md, "Path of a request"): method, path,
 * schemas and guard come from the endpoint's definition; the handler adds only what it does.
 * Answers in JSON are serialised through their schema, so nothing undeclared leaves.
 */
export function route<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions<E>,
  handler: EndpointHandler<E>,
): void {
  const response: Record<number, z.ZodType> = {};
  for (const [status, answer] of Object.entries(endpoint.responses)) {
    const { contentType, schema } = describeAnswer(answer);
    if (schema && !contentType) response[Number(status)] = schema;
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    onRequest: [
      ...(endpoint.access !== "public" ? [guard(endpoint.access, options.loginMessage)] : []),
      ...(options.beforeBody ? [options.beforeBody] : []),
    ],
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    ...(options.plainQuery && { validatorCompiler: withPlainQuery(options.plainQuery) }),
    config: { ...options.config, endpoint },
    schema: {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      ...(endpoint.description !== undefined && { description: endpoint.description }),
      tags: [...endpoint.tags],
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(Object.keys(response).length > 0 && { response }),
    },
    handler:
      endpoint.method === "GET"
        ? (handler as RouteHandlerMethod)
        : answeringRepeats(app, handler as RouteHandlerMethod),
  });
}
