import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { todayInDominica } from "../../domain/dates";
import type { Database } from "../db/client";
import {
  AnswerBodies,
  AnswerCache,
  answerKey,
  type CachedAnswer,
  encodedBody,
  makeAnswer,
  pickEncoding,
} from "./cache";
import { type ReadModel, startReadModel } from "./read-model/read-model";
import { type CatalogueVersion, listenForCatalogueChanges } from "./version";

/** Route config of every answer served from the cache: the same bytes for everyone (auth/plugin.ts). */
export const cachedAnswerConfig = { isAnonymous: true };

/** What a public route computes on a miss: the JSON text and any headers that go with it. */
export interface FreshAnswer {
  json: string;
  headers?: Record<string, string>;
}

export interface Catalogue {
  /**
   * The cached answer to a public read, computing it (once, however many ask at the same moment) on
   * a miss; a compute that gives null (it could not answer now) leaves nothing in the cache.
   */
  answer(
    request: FastifyRequest,
    query: Record<string, unknown> | undefined,
    compute: () => Promise<FreshAnswer | null>,
    store?: CacheName,
  ): Promise<CachedAnswer | null>;
  /**
   * Answers a public GET from the cache, computing (once, however many ask at the same moment) on a
   * miss. `query` must be the parsed query, defaults applied.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    query: Record<string, unknown> | undefined,
    compute: () => Promise<FreshAnswer>,
  ): Promise<FastifyReply>;
  readonly version: CatalogueVersion;
  /** The public catalogue in memory, which answers the public reads on a miss while it is current. */
  readonly model: ReadModel;
  /** API answers. */
  readonly cache: AnswerCache;
  /** Server-rendered pages: their own budget, so renders never evict the API's answers. */
  readonly pages: AnswerCache;
  /** The clock the cache reads Dominica's day from; tests move it. */
  clock: () => Date;
}

declare module "fastify" {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type CacheName = "answers" | "pages";

export interface CatalogueOptions {
  database: Database;
  /** Defaults: 5,000 answers in 48 MB (JSON plus compressed forms); 500 pages in 16 MB (~115 KB each). */
  answers?: { maxEntries: number; maxBytes: number };
  pages?: { maxEntries: number; maxBytes: number };
}

/**
 * The public catalogue's read cache: ready-to-send bytes keyed by the query, the catalogue version
 * and Dominica's day. docs/decisions/answer-cache.md has the design.
 */
export const cataloguePlugin = fp(
  async (app: FastifyInstance, options: CatalogueOptions) => {
    const version = await listenForCatalogueChanges(options.database);
    // PGlite has no autovacuum, so nothing refreshes the planner's statistics: without them a search
    // at 10k vehicles picks nested loops and runs several times slower. Refresh at start (before the
    // read model's build, whose queries take them up and would otherwise wait behind it on PGlite's
    // one connection), then every half hour when the catalogue changed (a few hundred ms at 10k
    // vehicles and 50k periods).
    const analyze = () => app.db.execute(sql`analyze`);
    if (options.database.kind === "pglite") await analyze();
    const model = startReadModel({ db: app.db, version, log: app.log });
    const answers = new AnswerCache(options.answers ?? { maxEntries: 5_000, maxBytes: 48 * 1024 * 1024 });
    const pages = new AnswerCache(options.pages ?? { maxEntries: 500, maxBytes: 16 * 1024 * 1024 });
    // API answers only: pages rarely repeat one another's bytes.
    const bodies = new AnswerBodies(1_000);
    const pending = new Map<string, Promise<CachedAnswer | null>>();
    let cachedVersion = version.value;

    const catalogue: Catalogue = {
      version,
      model,
      cache: answers,
      pages,
      clock: () => new Date(),
      async serve(request, reply, query, compute) {
        // A compute that never gives null gets an answer.
        return sendAnswer(request, reply, (await catalogue.answer(request, query, compute)) as CachedAnswer);
      },
      async answer(request, query, compute, store = "answers") {
        const live = version.isLive;
        const at = version.value;
        if (at !== cachedVersion) {
          answers.clear();
          pages.clear();
          cachedVersion = at;
        }
        const cache = store === "pages" ? pages : answers;
        const path = request.url.split("?", 1)[0] ?? request.url;
        const key = `${store}|${answerKey(path, query, at, todayInDominica(catalogue.clock()))}`;
        let answer: CachedAnswer | null | undefined = live ? cache.get(key) : undefined;
        if (!answer) {
          let filling = live ? pending.get(key) : undefined;
          if (!filling) {
            filling = compute().then(
              (fresh) => fresh && makeAnswer(fresh.json, fresh.headers, store === "answers" ? bodies : undefined),
            );
            if (live) {
              pending.set(key, filling);
              filling.then(
                (made) => {
                  pending.delete(key);
                  // Only an answer begun and finished within one version may be kept.
                  if (made && version.isLive && version.value === at) cache.set(key, made);
                },
                () => pending.delete(key),
              );
            }
          }
          answer = await filling;
        }
        return answer ?? null;
      },
    };
    app.decorate("catalogue", catalogue);

    // Only committed changes visitors can see move the version (migration 0008's triggers); a
    // request never does by itself. A successful write waits for its own notifications, so the
    // writer's very next read is fresh (PGlite's arrive before the write's promise settles anyway).
    app.addHook("onSend", async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
      await version.settle().catch((error) => request.log.warn({ err: error }, "catalogue settle failed"));
    });
    let refresh: NodeJS.Timeout | undefined;
    if (options.database.kind === "pglite") {
      let analyzedAt = version.value;
      refresh = setInterval(() => {
        if (version.value === analyzedAt) return;
        analyzedAt = version.value;
        analyze().catch((error) => app.log.warn({ err: error }, "analyze failed"));
      }, 30 * 60_000).unref();
    }
    // Built before the first request: until then every public read would be a query.
    await model.idle();
    app.addHook("onClose", async () => {
      clearInterval(refresh);
      await model.close();
      await version.close();
    });
  },
  { name: "catalogue", dependencies: ["database"] },
);

/** Sends a cached answer: its ETag (a 304 when the client holds it), `no-cache`, the encoding asked for. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const { body } = answer;
  reply.header("ETag", body.etag);
  reply.header("Cache-Control", "no-cache");
  reply.header("Vary", "Accept-Encoding");
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === body.etag)) {
    return reply.code(304).send();
  }
  const { bytes, encoding } = encodedBody(body, pickEncoding(request.headers["accept-encoding"]), answer.wasSent);
  answer.wasSent = true;
  // JSON unless the answer says otherwise (a cached page is HTML).
  if (!answer.headers["Content-Type"]) reply.header("Content-Type", "application/json; charset=utf-8");
  if (encoding !== "identity") reply.header("Content-Encoding", encoding);
  return reply.send(bytes);
}
