import type { Translations } from "../options";

/**
 * English is the source language: a key is its own English text, so English needs only the
 * plural forms i18next picks by `count` (`_one`, `_other`).
 */
export const en: Translations = {
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
  // The company's card once a renter's details are erased
  "Details erased after {{count}} days_one": "Details erased after {{count}} day",
  "Details erased after {{count}} days_other": "Details erased after {{count}} days",
  // The company's inbox badge
  "{{count}} pending requests_one": "{{count}} pending request",
  "{{count}} pending requests_other": "{{count}} pending requests",
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
};
