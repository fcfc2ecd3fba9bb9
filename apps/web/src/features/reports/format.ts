import { intlLocale, type Locale } from '@cashier/web-core/locale';
import { addDays } from '@cashier/sale';

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A business date, short: "Nov 21, 2026" ("٢١ نوفمبر ٢٠٢٦"), read as that day wherever the browser is.
 * @example shortDay('2026-11-21', 'en') // "Nov 21, 2026"
 */
export function shortDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    day(date),
  );
}

/** A date for a chart's axis: "Nov 21" ("٢١ نوفمبر"). */
export function axisDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(day(date));
}

/** A table's day: "Sat, Nov 21, 2026", so the weekday stands out. */
export function tableDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day(date));
}

/** A report period on a chart's axis: "Nov 21" for a day or a week, "Nov 2026" for a month. */
export function axisPeriod(period: string, group: 'day' | 'week' | 'month', locale: Locale): string {
  if (group !== 'month') return axisDay(period, locale);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day(period));
}

/** A range of days: one day, or "Nov 1, 2026 – Nov 30, 2026". */
export function spanOfDays(from: string, to: string, locale: Locale): string {
  return from === to ? shortDay(from, locale) : `${shortDay(from, locale)} – ${shortDay(to, locale)}`;
}

/**
 * A report period by its first day: a day, a week (its 7 days, cut at `last`), or a month's name.
 * @example periodLabel('2026-11-01', 'month', '2026-11-30', 'en') // "November 2026"
 */
export function periodLabel(
  period: string,
  group: 'day' | 'week' | 'month',
  last: string,
  locale: Locale,
): string {
  if (group === 'day') return tableDay(period, locale);
  if (group === 'month')
    return new Intl.DateTimeFormat(intlLocale(locale), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(day(period));
  const end = addDays(period, 6);
  return spanOfDays(period, end < last ? end : last, locale);
}

/** A moment's date and time in the restaurant's time zone (the browser's if it has none). */
export function moment(iso: string, locale: Locale, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), {
      ...options,
      timeZone: timeZone || undefined,
    }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(intlLocale(locale), options).format(new Date(iso));
  }
}

/**
 * Seconds as minutes and seconds, "m:ss" (hours too past the hour), in the locale's digits.
 * @example duration(125, 'en') // "2:05"
 */
export function duration(seconds: number, locale: Locale): string {
  const whole = Math.max(0, Math.round(seconds));
  const two = new Intl.NumberFormat(intlLocale(locale), { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(intlLocale(locale), { useGrouping: false });
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${one.format(m)}:${two.format(s)}`;
}

/** A fraction as a signed percentage: 0.125 → "+12.5%", −0.4 → "−40%". */
export function signedPercent(fraction: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: Math.abs(fraction) < 0.1 ? 1 : 0,
    signDisplay: 'exceptZero',
  }).format(fraction);
}
