import { PHONE_COUNTRIES } from "./phone-countries";

/**
 * Phones as the product keeps them: E.164 ("+17674482211"), read on the server from what a person
 * typed and the country they picked (src/domain/phone.ts). This module is what the browser needs of
 * them — the picker's countries, links and a readable form — without the number library's metadata.
 */

export type PhoneCountry = (typeof PHONE_COUNTRIES)[number][0];

export const PHONE_COUNTRY_CODES = PHONE_COUNTRIES.map(([country]) => country) as [PhoneCountry, ...PhoneCountry[]];

/** Where a number without its country code is read from: the island, whose numbers are +1 767. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = "DM";

export const CHOOSE_PHONE_COUNTRY = "Choose the phone's country";

const CALLING_CODES = new Map<string, string>(PHONE_COUNTRIES);

/** "+1" for Dominica, "+596" for Martinique. */
export const callingCode = (country: PhoneCountry): string => `+${CALLING_CODES.get(country)}`;

/** A `tel:` link dials the digits and a leading +, whatever spacing a number kept from before E.164 has. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** wa.me wants the international digits alone. */
export const whatsAppNumber = (phone: string) => phone.replace(/\D/g, "");

/**
 * For reading: a North American number in its plan's fixed groups ("+1 767-448-2211"); any other as
 * kept, which every phone dials. A number kept from before E.164 shows as it was typed.
 */
export function displayPhone(phone: string): string {
  const northAmerican = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return northAmerican ? `+1 ${northAmerican[1]}-${northAmerican[2]}-${northAmerican[3]}` : phone;
}

export const PHONE_NOT_A_NUMBER = "Enter the phone number with its country code, e.g. +1 767 448 2211";

const REGION_NAMES_IN_ENGLISH = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * A phone for the company to read in a message: E.164 as kept, or as the visitor typed it with the
 * country it is dialled from ("06 12 34 56 78 (France, +33)") when the browser built the message.
 */
export function phoneWithCountry(phone: string, country?: PhoneCountry): string {
  if (phone.startsWith("+") || !country) return displayPhone(phone);
  return `${phone} (${REGION_NAMES_IN_ENGLISH.of(country) ?? country}, ${callingCode(country)})`;
}
