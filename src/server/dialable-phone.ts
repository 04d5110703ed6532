import { toE164 } from "../domain/phone";
import { DEFAULT_PHONE_COUNTRY, PHONE_NOT_A_NUMBER, type PhoneCountry } from "../domain/phone-numbers";
import { invalid } from "./errors";

/**
 * The phone a person typed, read as dialled from the country they picked, in E.164 as the product
 * keeps it; a 400 naming `phone` when it is no number there. A server-side check: the browser
 * does not carry the number library (docs/decisions/phones.md).
 */
export function dialablePhone({ phone, phoneCountry }: { phone: string; phoneCountry?: PhoneCountry }): string {
  const e164 = toE164(phone, phoneCountry ?? DEFAULT_PHONE_COUNTRY);
  if (!e164) throw invalid("phone", PHONE_NOT_A_NUMBER);
  return e164;
}
