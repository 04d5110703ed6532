import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

/** A public answer ready to send: the JSON bytes once, their compressed forms when first asked for. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  /** Extra headers of the answer (X-Total-Count, Link). */
  headers: Record<string, string>;
  br?: Buffer;
  /** The quality `br` was made at: a first ask's, or a repeated answer's (see `encodedBody`). */
  brQuality?: number;
  gzip?: Buffer;
}

export type Encoding = "br" | "gzip" | "identity";

/** Below this, compressing costs more than the bytes it saves (the app's @fastify/compress threshold). */
const COMPRESS_THRESHOLD = 1024;

export function makeAnswer(json: string, headers: Record<string, string> = {}): CachedAnswer {
  const body = Buffer.from(json);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return { body, etag, headers };
}

/**
 * Brotli qualities: an answer's first compression is quick (most dated searches are asked once:
 * quality 2 takes about half of quality 4's time for 10 % more bytes); one asked for again has
 * proved worth the better ratio and is compressed once more, at 4 (docs/performance.md).
 */
const FIRST_BROTLI_QUALITY = 2;
const REPEATED_BROTLI_QUALITY = 4;

/**
 * The bytes to send for an encoding, compressing when first asked for (brotli once more when asked
 * again).
 */
export function encodedBody(answer: CachedAnswer, encoding: Encoding): { bytes: Buffer; encoding: Encoding } {
  if (encoding === "identity" || answer.body.length < COMPRESS_THRESHOLD) {
    return { bytes: answer.body, encoding: "identity" };
  }
  if (encoding === "br") {
    const quality = answer.br ? REPEATED_BROTLI_QUALITY : FIRST_BROTLI_QUALITY;
    if (answer.brQuality !== quality) answer.br = brotli(answer.body, quality);
    answer.brQuality = quality;
    return { bytes: answer.br as Buffer, encoding };
  }
  answer.gzip ??= gzipSync(answer.body, { level: 6 });
  return { bytes: answer.gzip, encoding };
}

function brotli(body: Buffer, quality: number): Buffer {
  return brotliCompressSync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      // A window just big enough for the body: the same bytes out, less to set up for each new
      // answer (a tenth of a distinct search's time went to brotli; docs/performance.md).
      [zlib.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
    },
  });
}

/** log2 of the smallest brotli window (2^10 to 2^24 bytes) that holds `length` bytes. */
export const brotliWindowBits = (length: number) =>
  Math.min(zlib.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 16))));

/** br when the client takes it, else gzip, else none ("q=0" refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let gzip = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gzip = true;
  }
  return gzip ? "gzip" : "identity";
}

function answerSize(answer: CachedAnswer): number {
  return answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + 200;
}

/**
 * A least-recently-used map bounded by entries and by bytes (a Map keeps insertion order: a hit
 * moves its key to the end, eviction takes from the front). Compressed variants added after the
 * fact are counted when the entry is next touched.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { answer: CachedAnswer; size: number }>();
  private bytes = 0;

  constructor(readonly limits: { maxEntries: number; maxBytes: number }) {}

  get size() {
    return this.entries.size;
  }
  get totalBytes() {
    return this.bytes;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    const size = answerSize(entry.answer);
    if (size !== entry.size) {
      this.bytes += size - entry.size;
      entry.size = size;
      this.evict();
    }
    return entry.answer;
  }

  set(key: string, answer: CachedAnswer) {
    const size = answerSize(answer);
    if (size > this.limits.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { answer, size });
    this.bytes += size;
    this.evict();
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  private evict() {
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      this.delete(oldest.value);
    }
  }
}

/**
 * The cache key of a public answer: the path and its parsed query (defaults applied, keys sorted,
 * absent values left out), the catalogue version and Dominica's day — availability is a matter of
 * dates, so an answer made before midnight in Dominica is never served after it.
 */
export function answerKey(
  path: string,
  query: Record<string, unknown> | undefined,
  version: number,
  today: string,
): string {
  const params = query
    ? Object.keys(query)
        .filter((k) => query[k] !== undefined && query[k] !== "")
        .sort()
        .map((k) => `${k}=${encodeURIComponent(String(query[k]))}`)
        .join("&")
    : "";
  return `${version}|${today}|${path}?${params}`;
}
