import { IDEMPOTENCY_KEY_PATTERN } from "../../domain/contracts/idempotency";
import type { BookingRequestCreateBody } from "../../domain/contracts/requests/visitor-request-schema";

/** The hidden field that carries the form's Idempotency-Key (made when the form is rendered). */
export const FORM_KEY_FIELD = "idempotencyKey";
/** An extra's quantity field: `extra-<id>`. */
export const EXTRA_FIELD_PREFIX = "extra-";
const CHECKBOXES = ["needsDominicanPermit", "includeInsurance"] as const;

/** What a visitor typed, as the form holds it (every field a string), to be shown again. */
export type TypedForm = Record<string, string>;

/** The fields of a sent form, each once (the last value of a repeated name), as typed. */
export function typedForm(sent: URLSearchParams): TypedForm {
  return Object.fromEntries(sent.entries());
}

/**
 * The plain form as the JSON body of POST /api/booking-requests, which validates it with its one
 * schema: ticks are booleans, extras `[{ id, quantity }]`, and the rest goes as typed (the schema
 * reads the years of driving as a number itself).
 */
export function requestBodyFromForm(
  typed: TypedForm,
  context: Pick<BookingRequestCreateBody, "vehicleId" | "language" | "currency">,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const extras: { id: number; quantity: number }[] = [];
  for (const [name, value] of Object.entries(typed)) {
    if (name === FORM_KEY_FIELD) continue;
    if (name.startsWith(EXTRA_FIELD_PREFIX)) {
      const quantity = Number(value || 0);
      if (quantity !== 0) extras.push({ id: Number(name.slice(EXTRA_FIELD_PREFIX.length)), quantity });
      continue;
    }
    body[name] = value;
  }
  for (const name of CHECKBOXES) body[name] = typed[name] === "on";
  // The vehicle is the address's and the choices the visitor's, whatever fields the form carried.
  return { ...body, ...context, extras };
}

/** The form's key when it is one the API takes, else undefined (the request then goes without one). */
export const formKey = (typed: TypedForm): string | undefined => {
  const key = typed[FORM_KEY_FIELD];
  return key && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : undefined;
};
