/**
 * A write may carry this header (docs/decisions/idempotent-writes.md): its repeats with the
 * same key get the first answer and write nothing. The client sends one per submission.
 */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
/** Random enough that nobody guesses another's: the answer kept for it is sealed with it. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
export const IDEMPOTENCY_KEY_DESCRIPTION =
  "Optional, 16 to 100 letters, digits, '-' or '_', new for each submission: a repeat with the same key (a retry) gets the first answer again and writes nothing; the same key with another request answers 409.";
