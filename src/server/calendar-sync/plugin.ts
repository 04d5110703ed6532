import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { type RunningJob, scheduleJob, spreadOver } from "../jobs/scheduled-job";
import { listSyncableCalendarImportIds } from "./import-queries";
import { calendarSyncRoutes, DEFAULT_SYNCS_PER_MINUTE, type SyncsPerMinute } from "./routes";
import { DEFAULT_SYNC_OPTIONS, type SyncOptions, syncCalendarImport } from "./sync-calendar-import";

export interface CalendarSyncOptions {
  /** Minutes between two syncs of every import; 0 or absent: no schedule (the tests' default). */
  intervalMinutes?: number;
  /** Test-only: lets the sync reach servers on this machine over plain http. */
  allowPrivateAddresses?: boolean;
  /** Tests lower these: the fetch's total deadline and the reading's time budget. */
  timeoutMs?: number;
  timeBudgetMs?: number;
  /** Syncs a minute a company may ask for; tests raise them. */
  syncsPerMinute?: SyncsPerMinute;
}

/**
 * The calendar-sync routes and, when asked, the schedule that syncs every import of the companies
 * allowed to sync: on one instance at a time, its fetches spread over half the interval.
 */
export async function calendarSyncPlugin(app: FastifyInstance, options: CalendarSyncOptions & { database: Database }) {
  const {
    allowPrivateAddresses = false,
    timeoutMs = DEFAULT_SYNC_OPTIONS.timeoutMs,
    timeBudgetMs = DEFAULT_SYNC_OPTIONS.timeBudgetMs,
  } = options;
  const sync: SyncOptions = { ...DEFAULT_SYNC_OPTIONS, allowPrivateAddresses, timeoutMs, timeBudgetMs, log: app.log };
  await app.register(calendarSyncRoutes, { sync, syncsPerMinute: options.syncsPerMinute ?? DEFAULT_SYNCS_PER_MINUTE });

  const minutes = options.intervalMinutes ?? 0;
  if (minutes <= 0) return;
  const intervalMs = minutes * 60_000;
  let job: RunningJob | undefined;
  app.addHook("onReady", async () => {
    job = scheduleJob(
      options.database,
      {
        name: "calendar-sync",
        intervalMs,
        run: async ({ signal }) => {
          const ids = await listSyncableCalendarImportIds(app.db);
          await spreadOver(ids, intervalMs / 2, signal, async (id) => {
            try {
              await syncCalendarImport(app.db, id, sync);
            } catch (err) {
              app.log.error({ err, calendarImportId: id }, "calendar sync failed");
            }
          });
        },
      },
      app.log,
    );
  });
  app.addHook("onClose", async () => job?.stop());
}
