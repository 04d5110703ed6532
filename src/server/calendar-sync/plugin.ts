import type { FastifyInstance } from "fastify";
import { listAllCalendarImportIds } from "./import-queries";
import { calendarSyncRoutes } from "./routes";
import { DEFAULT_SYNC_OPTIONS, type SyncOptions, syncCalendarImport } from "./sync-calendar-import";

export interface CalendarSyncOptions {
  /** Minutes between two syncs of every import; 0 or absent: no schedule (the tests' default). */
  intervalMinutes?: number;
  /** Test-only: lets the sync reach servers on this machine over plain http. */
  allowPrivateAddresses?: boolean;
  /** Tests lower these: the fetch's total deadline and the reading's time budget. */
  timeoutMs?: number;
  timeBudgetMs?: number;
}

/** The calendar-sync routes and, when asked, the schedule that syncs every import. */
export async function calendarSyncPlugin(app: FastifyInstance, options: CalendarSyncOptions) {
  const {
    allowPrivateAddresses = false,
    timeoutMs = DEFAULT_SYNC_OPTIONS.timeoutMs,
    timeBudgetMs = DEFAULT_SYNC_OPTIONS.timeBudgetMs,
  } = options;
  const sync: SyncOptions = { ...DEFAULT_SYNC_OPTIONS, allowPrivateAddresses, timeoutMs, timeBudgetMs, log: app.log };
  await app.register(calendarSyncRoutes, { sync });

  const minutes = options.intervalMinutes ?? 0;
  if (minutes <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const syncAll = async () => {
    for (const id of await listAllCalendarImportIds(app.db)) {
      if (!timer) return; // closing
      try {
        await syncCalendarImport(app.db, id, sync);
      } catch (err) {
        app.log.error({ err, calendarImportId: id }, "calendar sync failed");
      }
    }
  };
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      // A slow round is not stacked on by the next tick.
      running ??= syncAll()
        .catch((err) => app.log.error({ err }, "calendar sync round failed"))
        .finally(() => {
          running = undefined;
        });
    }, minutes * 60_000);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    timer = undefined;
    await running;
  });
}
