import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { VehicleFilters } from "../../domain/vehicle-search/filters";
import type { Database } from "../db/client";
import { type RunningJob, scheduleJob } from "../jobs/scheduled-job";
import { outsideRequests } from "../load-shedding/gated-database";
import { InsightCounters } from "./counters";
import { addInsightCounts } from "./queries";

export interface Insights {
  readonly counters: InsightCounters;
  /** A dated search's first page: counts the vehicles it matched but found busy (lost demand). */
  countLostSearch(filters: VehicleFilters): void;
  /** Writes what was counted so far (the schedule does it every `flushMs`; tests call it). */
  flush(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    insights: Insights;
  }
}

export interface InsightOptions {
  database: Database;
  /** How often each instance adds its counts to the database. Default a minute. */
  flushMs?: number;
}

/**
 * Company insights' counting (docs/architecture.md, "Company insights"): counted in memory on the
 * request path, added to `vehicle_daily_insights` by a scheduled flush and once more on close.
 */
export const insightsPlugin = fp(
  async (app: FastifyInstance, options: InsightOptions) => {
    const counters = new InsightCounters();
    let flushing: Promise<void> = Promise.resolve();
    const flush = () => {
      flushing = flushing.then(async () => {
        const rows = counters.drain();
        if (rows.length === 0) return;
        try {
          await addInsightCounts(app.db, rows);
        } catch (error) {
          counters.restore(rows);
          throw error;
        }
      });
      return flushing;
    };
    app.decorate("insights", {
      counters,
      flush,
      countLostSearch(filters: VehicleFilters) {
        // Off, nothing at all is done (the bench's "off" then measures no counting work).
        if (!counters.isCounting) return;
        const { catalogue } = app;
        const key = `${catalogue.version.value}|${JSON.stringify(filters)}`;
        counters.lostSearch(key, () => catalogue.model.current()?.busyMatches(filters));
      },
    });

    let job: RunningJob | undefined;
    app.addHook("onReady", async () => {
      // Each instance flushes its own memory: the job's name is this instance's, so another
      // instance's lock never makes it skip a round. The upserts add, so flushes may overlap.
      job = scheduleJob(
        options.database,
        { name: `insight-counts:${randomUUID()}`, intervalMs: options.flushMs ?? 60_000, run: flush },
        app.log,
      );
    });
    app.addHook("onClose", async () => {
      await job?.stop();
      // What was counted since the last round is not lost on a graceful shutdown.
      await outsideRequests(flush).catch((error) => app.log.error({ err: error }, "insight counts not written"));
    });
  },
  { name: "insights", dependencies: ["catalogue"] },
);
