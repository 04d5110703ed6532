import { brotliCompressSync, crc32, gzipSync, constants as zlib } from "node:zlib";

/**
 * The bytes of an answer, their ETag, and their compressed forms once asked for. Answers with the
 * same bytes may share one (`AnswerBodies`).
 */
export interface AnswerBody {
  bytes: Buffer;
  etag: string;
  br?: Buffer;
  /** The quality `br` was made at: a first ask's, or a repeated one's (see `encodedBody`). */
  brQuality?: number;
  gzip?: Buffer;
}

/** A public answer ready to send: its body, and the headers that go with it (X-Total-Count, Link). */
export interface CachedAnswer {
  body: AnswerBody;
  headers: Record<string, string>;
  /** Whether it has been sent before: its address was asked for again (see `encodedBody`). */
  wasSent?: boolean;
}

export type Encoding = "br" | "gzip" | "identity";

/** Below this, compressing costs more than the bytes it saves (the app's @fastify/compress threshold). */
const COMPRESS_THRESHOLD = 1024;

export function makeAnswer(json: string, headers: Record<string, string> = {}, bodies?: AnswerBodies): CachedAnswer {
  const bytes = Buffer.from(json);
  return { body: bodies ? bodies.body(bytes) : { bytes, etag: contentTag(bytes) }, headers };
}

/**
 * An ETag from the bytes: their CRC-32 and length. A new answer is made for every distinct search,
 * so the tag has to be cheap (CRC-32 runs in a third of SHA-1's time; @fastify/etag's default is a
 * 32-bit FNV hash alike); it only needs to change when the bytes at one address do, and the length
 * beside it makes a collision rarer still.
 */
const contentTag = (bytes: Buffer) => `"${bytes.length.toString(36)}-${crc32(bytes).toString(36)}"`;

/**
 * The bodies of recent answers by their bytes, so that answers with the same bytes share one body
 * and its compressed forms. A page of a dated search carries no dates: searches nobody asked before
 * (other days, same filters) often show the same vehicles, and the first one's compression then
 * serves the others (docs/performance.md). At most `maxEntries`, the least recently used out first.
 */
export class AnswerBodies {
  private readonly bodies = new Map<string, AnswerBody>();

  constructor(private readonly maxEntries: number) {}

  body(bytes: Buffer): AnswerBody {
    const etag = contentTag(bytes);
    const known = this.bodies.get(etag);
    this.bodies.delete(etag);
    const body = known?.bytes.equals(bytes) ? known : { bytes, etag };
    this.bodies.set(etag, body);
    if (this.bodies.size > this.maxEntries) this.bodies.delete(this.bodies.keys().next().value as string);
    return body;
  }
}

/**
 * Brotli qualities: an answer's first compression is quick (most dated searches are asked once:
 * quality 1 takes about half of quality 2's CPU time and a quarter of 4's, for a fifth more bytes
 * than 2); an address asked for again has proved worth the better ratio and its body is compressed
 * once more, at 4 (docs/performance.md). Another address whose answer has the same bytes (a shared
 * body) is a first ask, not a repeat: it takes the body's compression as it is.
 */
const FIRST_BROTLI_QUALITY = 1;
const REPEATED_BROTLI_QUALITY = 4;

/**
 * The bytes to send for an encoding, compressing when first asked for (brotli once more, better,
 * when the answer's address is asked for again: `repeated`).
 */
export function encodedBody(
  body: AnswerBody,
  encoding: Encoding,
  repeated = false,
): { bytes: Buffer; encoding: Encoding } {
  if (encoding === "identity" || body.bytes.length < COMPRESS_THRESHOLD) {
    return { bytes: body.bytes, encoding: "identity" };
  }
  if (encoding === "br") {
    if (!body.br || (repeated && body.brQuality !== REPEATED_BROTLI_QUALITY)) {
      const quality = body.br ? REPEATED_BROTLI_QUALITY : FIRST_BROTLI_QUALITY;
      body.br = brotli(body.bytes, quality);
      body.brQuality = quality;
    }
    return { bytes: body.br, encoding };
  }
  body.gzip ??= gzipSync(body.bytes, { level: 6 });
  return { bytes: body.gzip, encoding };
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

/** A body shared by several answers counts for each: the budget errs on the safe side. */
function answerSize({ body }: CachedAnswer): number {
  return body.bytes.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0) + 200;
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
