import { parentPort, workerData } from "node:worker_threads";
import { type ReadLimits, readCalendar } from "./ical-reader";
import { CalendarFetchError } from "./safe-fetch";

/** Messages from the worker: its code is loaded (the time budget starts), then the reading or a refusal. */
export type ReaderMessage =
  | { type: "started" }
  | { type: "read"; reading: ReturnType<typeof readCalendar> }
  | { type: "refused"; message: string };

const post = (message: ReaderMessage) => parentPort?.postMessage(message);
const { text, limits } = workerData as { text: string; limits: ReadLimits };
post({ type: "started" });
try {
  post({ type: "read", reading: readCalendar(text, limits) });
} catch (error) {
  if (!(error instanceof CalendarFetchError)) throw error;
  post({ type: "refused", message: error.message });
}
