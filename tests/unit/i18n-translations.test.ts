import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FUEL_TYPES, LOCATIONS, PAYMENT_METHODS, TRANSMISSIONS, VEHICLE_TYPES } from "../../src/domain/constants";
import { en } from "../../src/domain/i18n/translations/en";
import { FRENCH_PARTS, fr } from "../../src/domain/i18n/translations/fr";
import { optionLabel } from "../../src/domain/option-labels";
import { readSourceFiles } from "../helpers/source-files";

/**
 * The translations against the source (issue 12). Keys are English texts; English needs only plural
 * forms. French must translate every key the public screens use, with the same placeholders, and
 * hold nothing that the source no longer says.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const files = readSourceFiles(root, ["src"]).filter((file) => !file.path.includes("/i18n/translations/"));
// A block comment opens after a space, a line start or a brace, never inside a word: `accept="image/*"` is a string.
const withoutComments = (text: string) =>
  text.replace(/(^|[\s{(,;])\/\*[\s\S]*?\*\//g, "$1").replace(/^\s*\/\/.*$/gm, "");
const unquote = (literal: string) => JSON.parse(`"${literal.replace(/\\'/g, "'").replace(/\\`/g, "`")}"`) as string;

/** Every `t("…")` key written in the source (the server writes pages' meta tags). */
function literalKeys(): Set<string> {
  const keys = new Set<string>();
  const call = /\bt\(\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (const file of files) {
    for (const match of withoutComments(file.text).matchAll(call)) {
      if (match[1] === "`" && match[2]?.includes("${")) throw new Error(`${file.path}: t() of a template with values`);
      keys.add(unquote(match[2] ?? ""));
    }
    // A loading or failed list's words reach `t` through QueryState's props.
    for (const element of withoutComments(file.text).matchAll(/<QueryState\b([\s\S]*?)\/>/g)) {
      for (const prop of (element[1] ?? "").matchAll(/\b(?:label|fallback)="([^"]*)"/g)) keys.add(prop[1] ?? "");
    }
  }
  return keys;
}

/**
 * Messages that reach `t` through variables: the booking, account and vehicle forms' validation
 * messages, a picked picture's refusals and the availability sentence's parts.
 */
const MESSAGE_SOURCES = [
  "src/domain/contracts/requests/inquiry-schema.ts",
  "src/domain/booking-period.ts",
  "src/domain/contracts/accounts/account-schemas.ts",
  "src/domain/text-fields.ts",
  "src/domain/length-message.ts",
  "src/domain/vehicle-availability.ts",
  "src/domain/try-again-message.ts",
  "src/client/features/booking-inquiry/request-failure.ts",
  "src/client/features/requests/request-status.ts",
  "src/client/features/bookings/components/my-booking-card.tsx",
  "src/client/features/bookings/components/cancelled-note.tsx",
  "src/domain/requests/payments.ts",
  "src/domain/requests/refusals.ts",
  "src/domain/requests/check-in.ts",
  "src/domain/contracts/requests/check-in-schema.ts",
  "src/client/features/requests/components/check-in-section.tsx",
  "src/client/features/bookings/components/inbox/check-in-panel.tsx",
  "src/client/components/arrival-text.ts",
  "src/domain/contracts/vehicles/vehicle-schema.ts",
  "src/domain/number-messages.ts",
  "src/client/components/read-image-file.ts",
  "src/client/api/delete-vehicle.ts",
  "src/domain/images.ts",
  "src/client/features/vehicle-gallery/use-gallery.ts",
];
/**
 * The company screens' messages that reach `t` through variables: their forms' validation messages
 * and, for every file of their `api/` folders, the toasts.
 */
const COMPANY_MESSAGE_SOURCES = [
  "src/domain/contracts/unavailability/unavailability-schema.ts",
  "src/domain/contracts/companies/company-schema.ts",
  "src/domain/contracts/calendar-feeds.ts",
  "src/domain/calendar-import-messages.ts",
  "src/domain/rental-extras.ts",
  "src/domain/currency-change.ts",
  "src/domain/contracts/requests/payment-schema.ts",
  "src/domain/contracts/requests/handover-schema.ts",
  "src/domain/requests/handovers.ts",
];
const COMPANY_MESSAGE_FOLDERS = [
  "src/client/features/company-dashboard/api/",
  "src/client/features/company-profile/api/",
  "src/client/features/bookings/api/company-booking-actions.ts",
  "src/client/features/vehicle-gallery/api/",
  "src/client/features/handover/api/",
  "src/client/features/handover/use-kept-handovers.ts",
];
const isMessageSource = (path: string) =>
  MESSAGE_SOURCES.includes(path) ||
  COMPANY_MESSAGE_SOURCES.includes(path) ||
  COMPANY_MESSAGE_FOLDERS.some((folder) => path.startsWith(folder));
function messageKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of files.filter((f) => isMessageSource(f.path))) {
    // A string literal ends on its line: a quote in JSX text must not pair with the next line's.
    for (const match of withoutComments(file.text).matchAll(/"((?:\\.|[^"\\\n])*)"/g)) {
      const text = unquote(match[1] ?? "");
      if (/^[A-Z{].* /.test(text)) keys.add(text);
    }
  }
  return keys;
}

/** Every string the source writes, for the stale-key check (server messages included). */
function sourceStrings(): Set<string> {
  const strings = new Set<string>();
  for (const file of files) {
    for (const match of withoutComments(file.text).matchAll(/(["'`])((?:\\.|(?!\1)[^\\])*)\1/g)) {
      try {
        strings.add(unquote(match[2] ?? ""));
      } catch {
        // not a plain string literal (a regular expression's quote, say): nothing to compare
      }
    }
  }
  return strings;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, "");
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Option values the screens show as `t(optionLabel(value))`. */
const optionKeys = [...VEHICLE_TYPES, ...FUEL_TYPES, ...TRANSMISSIONS, ...LOCATIONS, ...PAYMENT_METHODS].map(
  optionLabel,
);

describe("translations", () => {
  const used = new Set([...literalKeys(), ...messageKeys(), ...optionKeys]);

  it("finds the keys of the public screens", () => {
    expect(used.size).toBeGreaterThan(150);
    expect(used).toContain("Available for your dates");
    expect(used).toContain("End date cannot be before start date");
  });

  it("translates every key into French", () => {
    const missing = [...used].filter((key) => !(key in fr) && !(`${key}_one` in fr));
    expect(missing).toEqual([]);
  });

  it("has the same keys in both languages: English's plural forms are French's", () => {
    const frenchPlurals = Object.keys(fr).filter((key) => PLURAL.test(key));
    expect(Object.keys(en).every((key) => PLURAL.test(key))).toBe(true);
    expect(new Set(frenchPlurals.map(baseKey))).toEqual(new Set(Object.keys(en).map(baseKey)));
    for (const key of Object.keys(en)) expect(fr, key).toHaveProperty(key);
  });

  it("keeps every placeholder of a key in its translations", () => {
    const mismatched = Object.entries({ ...fr, ...en }).filter(
      ([key, text]) => placeholders(text).join() !== placeholders(baseKey(key)).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("holds no key twice and none the source no longer says", () => {
    const parts = Object.values(FRENCH_PARTS).flatMap((part) => Object.keys(part));
    expect(parts.filter((key, index) => parts.indexOf(key) !== index)).toEqual([]);
    const strings = sourceStrings();
    const stale = Object.keys(fr).filter((key) => !strings.has(baseKey(key)) && !used.has(baseKey(key)));
    expect(stale).toEqual([]);
    expect(Object.values(fr).filter((text) => text.trim() === "")).toEqual([]);
  });
});
