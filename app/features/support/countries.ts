/**
 * Country and language names in the page's language, from `Intl.DisplayNames` by ISO code, on
 * English pages too (Intl's British or American names). The name the desk stores is used only
 * where a record has no code or Intl does not know it, and where a stored text is quoted as
 * written (a dealer's postal address, an invoice). US states keep their stored names: Intl
 * names countries and languages, not subdivisions.
 */
import { useMemo } from "react";
import { useT } from "~/i18n/I18n";

export interface NamedCountry {
  name: string;
  iso3166?: string | null;
}

export interface NamedLanguage {
  name: string;
  /** ISO 639-1 ("de"), or any BCP 47 tag. */
  iso?: string | null;
}

function displayName(names: Intl.DisplayNames, code: string | null | undefined, stored: string): string {
  if (!code) return stored;
  try {
    return names.of(code) ?? stored;
  } catch {
    // Not a code Intl accepts (a malformed one in the desk's data): the stored name will do.
    return stored;
  }
}

export function useCountryName(): (country: NamedCountry) => string {
  const { intlLocale } = useT();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale], { type: "region", fallback: "none" });
    return (country: NamedCountry) => displayName(names, country.iso3166?.toUpperCase(), country.name);
  }, [intlLocale]);
}

export function useLanguageName(): (language: NamedLanguage) => string {
  const { intlLocale } = useT();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale], { type: "language", fallback: "none" });
    // Intl writes some languages in lower case ("allemand"); a list item starts with a capital.
    return (language: NamedLanguage) => {
      const name = displayName(names, language.iso, language.name);
      return name.charAt(0).toLocaleUpperCase(intlLocale) + name.slice(1);
    };
  }, [intlLocale]);
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

/** Languages in the page's language, in its alphabetical order. */
export function useLanguageOptions<L extends NamedLanguage & { id: number }>(languages: L[]): { value: number; label: string }[] {
  const languageName = useLanguageName();
  const { intlLocale } = useT();
  return useMemo(() => {
    const collator = new Intl.Collator(intlLocale);
    return languages.map((language) => ({ value: language.id, label: languageName(language) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [languages, languageName, intlLocale]);
}
