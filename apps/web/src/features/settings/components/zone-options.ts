import { COMMON_CURRENCIES } from '@cashier/contracts';

export interface Option {
  value: string;
  label: string;
}

/**
 * Every ISO 4217 code the browser knows, named in the given language ("SAR — Saudi Riyal"),
 * the region's common ones first. `current` is kept even if this browser does not list it.
 */
export function currencyOptions(intlLocale: string, current: string): { common: Option[]; all: Option[] } {
  const names = new Intl.DisplayNames([intlLocale], { type: 'currency', fallback: 'code' });
  const option = (code: string): Option => {
    const name = names.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  };
  const common = new Set<string>(COMMON_CURRENCIES);
  const codes = new Set(Intl.supportedValuesOf('currency'));
  if (current) codes.add(current);
  return {
    common: COMMON_CURRENCIES.map(option),
    all: [...codes]
      .filter((c) => !common.has(c))
      .sort()
      .map(option),
  };
}

/** Every IANA time zone the browser knows; `current` is kept even if it does not list it. */
export function timeZoneOptions(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  if (current) zones.add(current);
  return [...zones].sort();
}
