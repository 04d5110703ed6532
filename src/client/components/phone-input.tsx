import { type ComponentProps, useMemo } from "react";
import type { Language } from "../../domain/i18n/languages";
import { callingCode, DEFAULT_PHONE_COUNTRY, PHONE_COUNTRY_CODES } from "../../domain/phone-numbers";
import { useI18n } from "../lib/i18n";
import { NativeSelect } from "./native-select";
import { Input } from "./ui/input";

/** The picker's countries in the reader's language and order, the island first. */
export function countryOptions(language: Language) {
  const names = new Intl.DisplayNames([language], { type: "region" });
  const options = PHONE_COUNTRY_CODES.map((country) => ({
    country,
    label: `${names.of(country) ?? country} (${callingCode(country)})`,
  }));
  const [island] = options.filter(({ country }) => country === DEFAULT_PHONE_COUNTRY);
  const others = options
    .filter(({ country }) => country !== DEFAULT_PHONE_COUNTRY)
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return island ? [island, ...others] : others;
}

/**
 * A phone as people write it, with the country it is dialled from (docs/product-rules.md,
 * "Phones"): the server reads both into E.164. Inside a FormField the label and error belong to the
 * number; the country names itself.
 */
export function PhoneInput({ country, ...number }: ComponentProps<"input"> & { country: ComponentProps<"select"> }) {
  const { t, language } = useI18n();
  const options = useMemo(() => countryOptions(language), [language]);
  return (
    <div className="flex gap-2">
      <NativeSelect aria-label={t("Phone country")} className="w-36 shrink-0 truncate sm:w-44" {...country}>
        {options.map(({ country: code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </NativeSelect>
      <Input type="tel" autoComplete="tel" {...number} />
    </div>
  );
}
