import { MAX_IMPORTED_PERIODS, type SkippedEvents } from "./contracts/calendar-feeds";
import type { Translate } from "./i18n/translate";

/**
 * What an import's last read left out, one sentence per reason, for the company's dashboard, in
 * the screen's language (`t` picks the plural form by `count`; translations/en.ts has English's).
 */
export function describeSkipped({ reason, count, zone }: SkippedEvents[number], t: Translate): string {
  switch (reason) {
    case "marked-free":
      return t("{{count}} events marked free were not imported", { count });
    case "unreadable-event":
      return t("{{count}} events could not be read", { count });
    case "unreadable-value":
      return t("{{count}} unreadable lines were ignored (their events were imported without them)", { count });
    case "repeats-too-often":
      return t("{{count}} repeating events repeat too often to read in full", { count });
    case "over-limit":
      return t("{{count}} events beyond the first {{max}} were not imported", { count, max: MAX_IMPORTED_PERIODS });
    case "unknown-zone":
      return t(
        "Times in zone '{{zone}}' ({{count}} events) read as Dominica time: the file does not define that zone",
        {
          count,
          zone: zone ?? "",
        },
      );
  }
}
