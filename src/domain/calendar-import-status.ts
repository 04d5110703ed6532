import { MAX_IMPORTED_PERIODS, type SkippedEvents } from "./contracts/calendar-feeds";

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many).replace("#", String(count));

/** What an import's last read left out, one sentence per reason, for the company's dashboard. */
export function describeSkipped({ reason, count }: SkippedEvents[number]): string {
  switch (reason) {
    case "marked-free":
      return plural(count, "1 event marked free was not imported", "# events marked free were not imported");
    case "unreadable-event":
      return plural(count, "1 event could not be read", "# events could not be read");
    case "unreadable-value":
      return plural(
        count,
        "1 unreadable line was ignored (its event was imported without it)",
        "# unreadable lines were ignored (their events were imported without them)",
      );
    case "repeats-too-often":
      return plural(
        count,
        "1 repeating event repeats too often to read in full",
        "# repeating events repeat too often to read in full",
      );
    case "over-limit":
      return plural(
        count,
        `1 event beyond the first ${MAX_IMPORTED_PERIODS} was not imported`,
        `# events beyond the first ${MAX_IMPORTED_PERIODS} were not imported`,
      );
  }
}
