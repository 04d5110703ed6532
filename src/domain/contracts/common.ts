import { z } from "zod";
import { MAX_ID } from "../constants";
import { isIsoDate } from "../dates";

export const id = (label = "ID") =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a positive number`)
    .max(MAX_ID, `${label} is out of range`);

/** `/:id` of a resource. */
export const idParams = z.object({ id: id() });

/** A calendar day as it travels: "YYYY-MM-DD". */
export const isoDate = z.string().refine(isIsoDate, "Must be a date written YYYY-MM-DD");

/**
 * An instant: a `Date` on the server, an ISO string on the wire. The response serializer encodes
 * with the schema, so handlers return database rows as they are.
 */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

export const messageResponse = z.object({ message: z.string() });

/**
 * What a response looks like on the client: the JSON the server sent, before any decoding
 * (timestamps are ISO strings).
 */
export type Wire<T extends z.ZodType> = z.input<T>;

/** Every refusal's body: the message to show, and per-field messages when the input broke a rule. */
export const refusal = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** Headers every answer from the public answer cache carries. */
export const cachedAnswerHeaders = {
  ETag: {
    type: "string",
    description: "Hash of the answer's bytes; send it back in If-None-Match for a 304 while it holds",
  },
} as const;
