import { parsePhoneNumberFromString } from "libphonenumber-js";
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from "./phone-numbers";

/**
 * A phone number as written by a person ("767-448-2211", "(212) 736-5000", "011 596 696 12 34 56",
 * "+44 20 7946 0958"), read as dialled from `country`, in E.164 ("+17674482211"): the form every
 * `tel:` and `wa.me` link needs to work from abroad. A ten-digit North American number gets +1 from
 * any North American country; an extension is left out (WhatsApp and most phones cannot dial one).
 * undefined when it is not a number of that country or of the code it names.
 *
 * The server's alone: the library's metadata is ~20 KB the browser does not need (docs/decisions/phones.md).
 */
export function toE164(input: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): string | undefined {
  const parsed = parsePhoneNumberFromString(input, country);
  return parsed?.isValid() ? parsed.number : undefined;
}
