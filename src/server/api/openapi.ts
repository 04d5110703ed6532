import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { refusal } from "../../domain/contracts/common";
import {
  answersNotModified,
  describeAnswer,
  type Endpoint,
  type ErrorStatus,
  refusalsOf,
} from "../../domain/contracts/endpoint";
import {
  IDEMPOTENCY_KEY_DESCRIPTION,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from "../../domain/contracts/idempotency";
import { SESSION_COOKIE } from "../auth/sessions";

const REFUSALS: Record<ErrorStatus, string> = {
  400: "The request breaks a rule: `errors` names each field and what is wrong with it",
  401: "Not logged in",
  403: "Not allowed: the caller lacks the role, the account is not approved, or the request came from another site",
  404: "Nothing here, or nothing the caller may see",
  409: "The request conflicts with what is already recorded",
  413: "The body is too large (an image may be at most 5MB, other requests 32KB)",
  415: "The body was not sent as application/json",
  429: "Too many requests: `Retry-After` says when to ask again",
  503: "Too busy right now, or shutting down: nothing was written; `Retry-After` says when to try again",
};

const retryAfter = { "Retry-After": { type: "integer", description: "Seconds to wait before trying again" } };

const idempotencyHeader = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional().meta({
    description: IDEMPOTENCY_KEY_DESCRIPTION,
  }),
});

/** Each refusal's answer, made once: `.meta` gives a new schema every time it is called. */
const refusalAnswers = Object.fromEntries(
  Object.entries(REFUSALS).map(([status, description]) => [status, refusal.meta({ description })]),
) as unknown as Record<ErrorStatus, z.ZodType>;

/** A fastify response entry for the document: JSON, another content type, or no body at all. */
function documentedAnswer(answer: NonNullable<Endpoint["responses"][200]>) {
  const { description, contentType, schema } = describeAnswer(answer);
  if (!schema) return undefined;
  // A file of one of several types lists them all, e.g. "application/pdf, image/png".
  if (contentType) {
    return { description, content: Object.fromEntries(contentType.split(", ").map((type) => [type, { schema }])) };
  }
  return schema.meta({ description });
}

/** The route's schema as the API document shows it: its answers, refusals and who may call it. */
function documentedSchema(endpoint: Endpoint, schema: Record<string, unknown>) {
  const response: Record<number, unknown> = {};
  for (const [status, answer] of Object.entries(endpoint.responses)) {
    const documented = documentedAnswer(answer);
    if (documented) response[Number(status)] = documented;
  }
  for (const status of refusalsOf(endpoint)) response[status] = refusalAnswers[status];
  return {
    ...schema,
    ...(endpoint.method !== "GET" && { headers: idempotencyHeader }),
    response,
    security: endpoint.access === "public" ? [] : [{ session: [] }],
  };
}

/** Headers and body-less answers, which the zod conversion does not carry. */
function addHeaders(endpoint: Endpoint, response: Record<string, Record<string, unknown>>) {
  for (const [status, answer] of Object.entries(endpoint.responses)) {
    const { description, schema, headers } = describeAnswer(answer);
    if (!schema) response[status] = { type: "null", description };
    const documented = response[status];
    if (headers && documented) documented.headers = headers;
  }
  for (const status of [429, 503]) {
    const refused = response[status];
    if (refused) refused.headers = { ...(refused.headers as object), ...retryAfter };
  }
  if (answersNotModified(endpoint) && !response[304]) {
    response[304] = { type: "null", description: "The answer the client holds (its If-None-Match) is current" };
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The API document: every route registered from a definition shows that definition. */
function documentRoute(input: TransformInput) {
  const endpoint = input.route.config?.endpoint;
  if (!endpoint) return jsonSchemaTransform(input);
  const documented = jsonSchemaTransform({
    ...input,
    schema: documentedSchema(endpoint, input.schema as Record<string, unknown>),
  } as TransformInput);
  addHeaders(endpoint, documented.schema.response as Record<string, Record<string, unknown>>);
  return documented;
}

/** @fastify/swagger's options: /api/docs serves the document they describe. */
export function openApiOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Dominica Car Rental Marketplace API",
        version: "1.0.0",
        description: "Rental companies list their vehicles; visitors search them and ask to book.",
        license: { name: "Proprietary", url: `${publicUrl}/` },
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description: "The session cookie set by POST /api/login or /api/register",
          },
        },
      },
    },
    transform: documentRoute,
  };
}
