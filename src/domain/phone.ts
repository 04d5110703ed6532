import { type CountryCode, getCountries, parsePhoneNumberFromString } from "libphonenumber-js";

export type { CountryCode };

/** Where a number without its country code is read from: the island, whose numbers are +1 767. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = "DM";

export const PHONE_COUNTRIES: readonly CountryCode[] = getCountries();

export function isPhoneCountry(value: unknown): value is CountryCode {
  return typeof value === "string" && (PHONE_COUNTRIES as readonly string[]).includes(value);
}

/**
 * A phone number as written by a person ("767-448-2211", "(212) 736-5000", "011 596 696 12 34 56",
 * "+44 20 7946 0958"), read as dialled from `country`, in E.164 ("+17674482211"): the form every
 * `tel:` and `wa.me` link needs to work from abroad. A ten-digit North American number gets +1 from
 * any North American country; an extension is left out (WhatsApp and most phones cannot dial one).
 * undefined when it is not a number of that country or of the code it names.
 */
export function toE164(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | undefined {
  const parsed = parsePhoneNumberFromString(input, country);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** "+1 767 448 2211", for reading; the E.164 form stays what links use. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
