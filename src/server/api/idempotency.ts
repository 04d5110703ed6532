import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "../../domain/contracts/idempotency";
import type { Database } from "../db/client";
import { idempotentAnswers } from "../db/schema";
import { conflict, invalid } from "../errors";
import { type RunningJob, scheduleJob } from "../jobs/scheduled-job";

/** How long a first answer is kept for its repeats: far longer than any client retries. */
const KEPT_MS = 24 * 60 * 60_000;
const SWEEP_MS = 60 * 60_000;

const BAD_KEY = "Idempotency-Key must be 16 to 100 letters, digits, '-' or '_'";
const KEY_REUSED = "This Idempotency-Key was already sent with another request";
export const STILL_ANSWERING =
  "The first request with this Idempotency-Key is still being answered; try again in a moment";
/** Its first answer set a session cookie, which is not kept: the repeat cannot give it again. */
const SESSION_ALREADY_STARTED = "This was already done. Log in to continue.";

interface Claim {
  keyHash: string;
  secret: Buffer;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set when this request is the first with its key: its answer is kept for the repeats. */
    idempotencyClaim?: Claim;
  }
  interface FastifyContextConfig {
    /** The answer starts a session, whose cookie a repeat cannot be given (it is never stored). */
    startsSession?: boolean;
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The answer's own key, derived from the client's: the stored answer is unreadable without it. */
const sealingKey = (secret: Buffer) => Buffer.from(hkdfSync("sha256", secret, "idempotent-answer", "aes-256-gcm", 32));

function seal(secret: Buffer, body: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(body), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

function open(secret: Buffer, stored: Uint8Array): Buffer {
  const bytes = Buffer.from(stored);
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(secret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
}

/**
 * For a write sent with an `Idempotency-Key` (docs/decisions/idempotent-writes.md): the first
 * claims the key, in the handler, so after its admission (a refused request claims nothing);
 * a repeat is answered here with the first answer and the handler never runs. True when answered.
 */
export async function answeredAsRepeat(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return false;
  if (typeof key !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw invalid("Idempotency-Key", BAD_KEY);
  const keyHash = sha256(`key:${key}`);
  const requestHash = sha256(
    JSON.stringify([request.user?.id ?? null, request.method, request.url, request.body ?? null]),
  );
  const [claimed] = await app.db
    .insert(idempotentAnswers)
    .values({ keyHash, requestHash })
    .onConflictDoNothing()
    .returning({ keyHash: idempotentAnswers.keyHash });
  if (claimed) {
    request.idempotencyClaim = { keyHash, secret: Buffer.from(key) };
    return false;
  }
  const [first] = await app.db.select().from(idempotentAnswers).where(eq(idempotentAnswers.keyHash, keyHash));
  // Swept between the two statements: a day has passed, so this is no retry.
  if (!first || first.requestHash !== requestHash) throw conflict(KEY_REUSED);
  if (first.status === null || !first.sealedBody) throw conflict(STILL_ANSWERING);
  if (request.routeOptions.config.startsSession) throw conflict(SESSION_ALREADY_STARTED);
  reply
    .code(first.status)
    .header("Idempotent-Replayed", "true")
    .type(first.contentType ?? "application/json; charset=utf-8")
    .send(open(Buffer.from(key), first.sealedBody));
  return true;
}

/**
 * Keeps the first answer of each claimed key (before compression: its onSend runs before the
 * encoder's), lets a key whose request failed on our side be used again, and sweeps old answers.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.addHook("onSend", async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = undefined;
      const where = eq(idempotentAnswers.keyHash, claim.keyHash);
      if (reply.statusCode >= 500) {
        await app.db.delete(idempotentAnswers).where(where);
        return payload;
      }
      const body =
        typeof payload === "string" ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : Buffer.alloc(0);
      const contentType = reply.getHeader("content-type");
      await app.db
        .update(idempotentAnswers)
        .set({
          status: reply.statusCode,
          contentType: typeof contentType === "string" ? contentType : null,
          sealedBody: seal(claim.secret, body),
        })
        .where(where);
      return payload;
    });

    let sweep: RunningJob | undefined;
    app.addHook("onReady", async () => {
      sweep = scheduleJob(
        options.database,
        {
          name: "idempotent-answers-sweep",
          intervalMs: SWEEP_MS,
          run: async () => {
            await app.db
              .delete(idempotentAnswers)
              .where(lt(idempotentAnswers.createdAt, sql`now() - ${`${KEPT_MS} milliseconds`}::interval`));
          },
        },
        app.log,
      );
    });
    app.addHook("onClose", async () => sweep?.stop());
  },
  { name: "idempotency", dependencies: ["database"] },
);
