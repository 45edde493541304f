/**
 * Country names in the page's language: English pages keep the names the desk stores (which
 * the forms and messages quote); other languages take the name from `Intl` by ISO code.
 */
import { useMemo } from "react";
import { useT } from "~/i18n/I18n";

export interface NamedCountry {
  name: string;
  iso3166?: string | null;
}

export function useCountryName(): (country: NamedCountry) => string {
  const { locale, intlLocale } = useT();
  return useMemo(() => {
    if (locale.startsWith("en")) return (country: NamedCountry) => country.name;
    const names = new Intl.DisplayNames([intlLocale], { type: "region", fallback: "none" });
    return (country: NamedCountry) => {
      if (!country.iso3166) return country.name;
      try {
        return names.of(country.iso3166.toUpperCase()) ?? country.name;
      } catch {
        return country.name;
      }
    };
  }, [locale, intlLocale]);
}

/** Countries in the page's language, in its alphabetical order. */
export function useCountryOptions<C extends NamedCountry & { id: number }>(countries: C[]): { value: number; label: string }[] {
  const countryName = useCountryName();
  const { intlLocale } = useT();
  return useMemo(() => {
    const collator = new Intl.Collator(intlLocale);
    return countries.map((country) => ({ value: country.id, label: countryName(country) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [countries, countryName, intlLocale]);
}
