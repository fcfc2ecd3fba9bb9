import type { Locale } from '@cashier/web-core/locale';

/** A name in the screen's language, and in the other one when the kitchen wants both. */
export function namesOf(
  named: { nameEn: string; nameAr: string },
  locale: Locale,
  both: boolean,
): { main: string; other: string | null } {
  const main = locale === 'ar' ? named.nameAr || named.nameEn : named.nameEn || named.nameAr;
  const second = locale === 'ar' ? named.nameEn : named.nameAr;
  return { main, other: both && second && second !== main ? second : null };
}
