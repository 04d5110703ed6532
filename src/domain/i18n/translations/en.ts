import type { Translations } from "../translate";

/**
 * English is the source language: a key is its own English text, so English needs only the
 * plural forms i18next picks by `count` (`_one`, `_other`).
 */
export const en: Translations = {
  // Reviews (src/domain/reviews/review-rules.ts, features/reviews)
  "{{count}} stars of 5_one": "{{count}} star of 5",
  "{{count}} stars of 5_other": "{{count}} stars of 5",
  "{{rating}} ({{count}} reviews)_one": "{{rating}} ({{count}} review)",
  "{{rating}} ({{count}} reviews)_other": "{{rating}} ({{count}} reviews)",
  // Home
  "{{count}} vehicles available_one": "{{count}} vehicle available",
  "{{count}} vehicles available_other": "{{count}} vehicles available",
  // Page heads (shared links, search results)
  "{{count}} cars, SUVs and 4x4s from local companies across Dominica, with their prices and free days. Book by WhatsApp._one":
    "{{count}} car from a local company in Dominica, with its prices and free days. Book by WhatsApp.",
  "{{count}} cars, SUVs and 4x4s from local companies across Dominica, with their prices and free days. Book by WhatsApp._other":
    "{{count}} cars, SUVs and 4x4s from local companies across Dominica, with their prices and free days. Book by WhatsApp.",
  "{{count}} trusted local rental companies across Dominica: their fleets, contacts and pages._one":
    "{{count}} trusted local rental company in Dominica: its fleet, contacts and page.",
  "{{count}} trusted local rental companies across Dominica: their fleets, contacts and pages._other":
    "{{count}} trusted local rental companies across Dominica: their fleets, contacts and pages.",
  // Vehicles page
  "Showing {{shown}} of {{total}} vehicles_one": "Showing {{shown}} of {{total}} vehicle",
  "Showing {{shown}} of {{total}} vehicles_other": "Showing {{shown}} of {{total}} vehicles",
  "{{count}} seats_one": "{{count}} seat",
  "{{count}} seats_other": "{{count}} seats",
  "Total for {{count}} days:_one": "Total for {{count}} day:",
  "Total for {{count}} days:_other": "Total for {{count}} days:",
  // Booking dialogs
  "{{count}} days_one": "{{count}} day",
  "{{count}} days_other": "{{count}} days",
  // A price's lines (src/domain/pricing.ts)
  "{{count}} days at the daily rate_one": "{{count}} day at the daily rate",
  "{{count}} days at the daily rate_other": "{{count}} days at the daily rate",
  "{{count}} weeks at the weekly rate_one": "{{count}} week at the weekly rate",
  "{{count}} weeks at the weekly rate_other": "{{count}} weeks at the weekly rate",
  "{{count}} months at the monthly rate_one": "{{count}} month at the monthly rate",
  "{{count}} months at the monthly rate_other": "{{count}} months at the monthly rate",
  "{{extra}}, {{count}} days at {{price}} a day_one": "{{extra}}, {{count}} day at {{price}} a day",
  "{{extra}}, {{count}} days at {{price}} a day_other": "{{extra}}, {{count}} days at {{price}} a day",
  "{{count}} days at a seventh of the weekly rate_one": "{{count}} day at a seventh of the weekly rate",
  "{{count}} days at a seventh of the weekly rate_other": "{{count}} days at a seventh of the weekly rate",
  "{{count}} days at a thirtieth of the monthly rate_one": "{{count}} day at a thirtieth of the monthly rate",
  "{{count}} days at a thirtieth of the monthly rate_other": "{{count}} days at a thirtieth of the monthly rate",
  "at least {{count}} days_one": "at least {{count}} day",
  "at least {{count}} days_other": "at least {{count}} days",
  // A price's lines in a season (src/domain/seasons.ts)
  "{{count}} days at the {{season}} daily rate_one": "{{count}} day at the {{season}} daily rate",
  "{{count}} days at the {{season}} daily rate_other": "{{count}} days at the {{season}} daily rate",
  "{{count}} weeks at the {{season}} weekly rate_one": "{{count}} week at the {{season}} weekly rate",
  "{{count}} weeks at the {{season}} weekly rate_other": "{{count}} weeks at the {{season}} weekly rate",
  "{{count}} months at the {{season}} monthly rate_one": "{{count}} month at the {{season}} monthly rate",
  "{{count}} months at the {{season}} monthly rate_other": "{{count}} months at the {{season}} monthly rate",
  "{{count}} days at a seventh of the {{season}} weekly rate_one":
    "{{count}} day at a seventh of the {{season}} weekly rate",
  "{{count}} days at a seventh of the {{season}} weekly rate_other":
    "{{count}} days at a seventh of the {{season}} weekly rate",
  "{{count}} days at a thirtieth of the {{season}} monthly rate_one":
    "{{count}} day at a thirtieth of the {{season}} monthly rate",
  "{{count}} days at a thirtieth of the {{season}} monthly rate_other":
    "{{count}} days at a thirtieth of the {{season}} monthly rate",
  "Young-driver fee for {{count}} days_one": "Young-driver fee for {{count}} day",
  "Young-driver fee for {{count}} days_other": "Young-driver fee for {{count}} days",
  // The company's driver rules in the booking form
  "{{company}} rents to drivers aged {{age}} or older who have held a licence for {{count}} years._one":
    "{{company}} rents to drivers aged {{age}} or older who have held a licence for {{count}} year.",
  "{{company}} rents to drivers aged {{age}} or older who have held a licence for {{count}} years._other":
    "{{company}} rents to drivers aged {{age}} or older who have held a licence for {{count}} years.",
  // The company's card once a renter's details are erased
  "Details erased after {{count}} days_one": "Details erased after {{count}} day",
  "Details erased after {{count}} days_other": "Details erased after {{count}} days",
  // The company's inbox badge
  "{{count}} pending requests_one": "{{count}} pending request",
  "{{count}} pending requests_other": "{{count}} pending requests",
  // A landing page's facts
  "{{count}} vehicles listed_one": "{{count}} vehicle listed",
  "{{count}} vehicles listed_other": "{{count}} vehicles listed",
  // The admin's badge
  "{{count}} companies awaiting approval_one": "{{count}} company awaiting approval",
  "{{count}} companies awaiting approval_other": "{{count}} companies awaiting approval",
  // The admin screens
  "Showing {{count}} of {{total}} vehicles_one": "Showing {{count}} of {{total}} vehicles",
  "Showing {{count}} of {{total}} vehicles_other": "Showing {{count}} of {{total}} vehicles",
  "{{count}} companies are waiting for activation:_one": "{{count}} company is waiting for activation:",
  "{{count}} companies are waiting for activation:_other": "{{count}} companies are waiting for activation:",
  "{{count}} companies are awaiting approval: turn Active on to approve._one":
    "{{count}} company is awaiting approval: turn Active on to approve.",
  "{{count}} companies are awaiting approval: turn Active on to approve._other":
    "{{count}} companies are awaiting approval: turn Active on to approve.",
  // Refusals by a limit (try-again-message.ts)
  "{{count}} minutes_one": "{{count}} minute",
  "{{count}} minutes_other": "{{count}} minutes",
  "{{count}} hours_one": "{{count}} hour",
  "{{count}} hours_other": "{{count}} hours",
  // The company's calendar sync (calendar-sync-card.tsx, calendar-import-status.ts)
  "{{count}} periods_one": "{{count}} period",
  "{{count}} periods_other": "{{count}} periods",
  // Vehicle gallery
  "{{count}} of {{max}} photos_one": "{{count}} of {{max}} photos",
  "{{count}} of {{max}} photos_other": "{{count}} of {{max}} photos",
  "{{count}} periods imported._one": "{{count}} period imported.",
  "{{count}} periods imported._other": "{{count}} periods imported.",
  "{{count}} events read_one": "{{count}} event read",
  "{{count}} events read_other": "{{count}} events read",
  "{{count}} days blocked_one": "{{count}} day blocked",
  "{{count}} days blocked_other": "{{count}} days blocked",
  "{{count}} events marked free were not imported_one": "{{count}} event marked free was not imported",
  "{{count}} events marked free were not imported_other": "{{count}} events marked free were not imported",
  "{{count}} events could not be read_one": "{{count}} event could not be read",
  "{{count}} events could not be read_other": "{{count}} events could not be read",
  "{{count}} unreadable lines were ignored (their events were imported without them)_one":
    "{{count}} unreadable line was ignored (its event was imported without it)",
  "{{count}} unreadable lines were ignored (their events were imported without them)_other":
    "{{count}} unreadable lines were ignored (their events were imported without them)",
  "{{count}} repeating events repeat too often to read in full_one":
    "{{count}} repeating event repeats too often to read in full",
  "{{count}} repeating events repeat too often to read in full_other":
    "{{count}} repeating events repeat too often to read in full",
  "{{count}} events beyond the first {{max}} were not imported_one":
    "{{count}} event beyond the first {{max}} was not imported",
  "{{count}} events beyond the first {{max}} were not imported_other":
    "{{count}} events beyond the first {{max}} were not imported",
  "Times in zone '{{zone}}' ({{count}} events) read as Dominica time: the file does not define that zone_one":
    "Times in zone '{{zone}}' ({{count}} event) read as Dominica time: the file does not define that zone",
  "Times in zone '{{zone}}' ({{count}} events) read as Dominica time: the file does not define that zone_other":
    "Times in zone '{{zone}}' ({{count}} events) read as Dominica time: the file does not define that zone",
  "{{count}} requests sent with it joined your account._one": "{{count}} request sent with it joined your account.",
  "{{count}} requests sent with it joined your account._other": "{{count}} requests sent with it joined your account.",
};
