import type { Locale } from '@cashier/web-core/locale';

/**
 * A table's area as a screen in this language shows it: the Arabic name on an Arabic screen, the
 * English one otherwise or when the area has no Arabic name; null for a table in no area.
 * @example areaName({ area: 'Hall', areaAr: 'الصالة' }, 'ar') // 'الصالة'
 */
export function areaName(
  table: { area: string | null; areaAr: string | null },
  locale: Locale,
): string | null {
  if (table.area === null) return null;
  return (locale === 'ar' && table.areaAr) || table.area;
}
