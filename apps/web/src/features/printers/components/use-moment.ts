import { formatDateTime } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@cashier/web-core/settings';

/** A moment in the screen's language and the restaurant's time zone: "Nov 21, 2026, 8:30 PM". */
export function useMoment(): (iso: string) => string {
  const locale = useLocale();
  const timezone = useAppSettings().values.timezone;
  return (iso) => formatDateTime(iso, locale, timezone);
}
