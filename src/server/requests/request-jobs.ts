import type { FastifyInstance } from "fastify";
import type { RequestOptions } from "../config";
import type { Database } from "../db/client";
import { type RunningJob, scheduleJob } from "../jobs/scheduled-job";
import { eraseRenterDetails } from "./erase-renter-details";
import { expireRequests } from "./expire-requests";
import { queueReminders } from "./queue-reminders";
import type { RequestLinks } from "./record-request";

const HOUR_MS = 3_600_000;
/** Expired requests are ended within this long of their time. */
const EXPIRY_ROUND_MS = 5 * 60_000;
/** Details are erased by the day; an hourly round erases them early on the day they are due. */
const ERASURE_ROUND_MS = HOUR_MS;
/** Reminders are queued within this long of their time (a nudge, the morning's day plan). */
const REMINDER_ROUND_MS = 10 * 60_000;

/**
 * The rounds that end a request nobody answered in time, queue the reminders (renters' and
 * companies') and erase a renter's details `RENTER_DATA_DAYS` after the rental, started with the
 * server and stopped with it.
 */
export function scheduleRequestJobs(
  app: FastifyInstance,
  options: RequestOptions & { database: Database },
  links: () => RequestLinks,
) {
  const jobs: RunningJob[] = [];
  app.addHook("onReady", async () => {
    const expiry = scheduleJob(
      options.database,
      {
        name: "request-expiry",
        intervalMs: EXPIRY_ROUND_MS,
        run: async () => void (await expireRequests(app.db, links())),
      },
      app.log,
    );
    const erasure = scheduleJob(
      options.database,
      {
        name: "renter-details-erasure",
        intervalMs: ERASURE_ROUND_MS,
        run: async () => void (await eraseRenterDetails(app.db, options.renterDataDays)),
      },
      app.log,
    );
    const reminders = scheduleJob(
      options.database,
      {
        name: "reminders",
        intervalMs: REMINDER_ROUND_MS,
        run: async () => void (await queueReminders(app.db, links())),
      },
      app.log,
    );
    jobs.push(expiry, erasure, reminders);
    // Requests whose time passed while no instance was running end now, not a round later.
    void expiry.runAfterNow();
  });
  app.addHook("onClose", async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
}
