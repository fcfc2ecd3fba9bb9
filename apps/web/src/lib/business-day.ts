import { businessToday } from '@cashier/sale';
import { useAppSettings } from '@cashier/web-core/settings';

/**
 * Today's business date by the restaurant's settings, the rule the server stamps orders with
 * (@cashier/sale). Until the settings arrive, or for a zone this browser does not know, the
 * browser's own clock stands in.
 */
export function useBusinessToday(): string {
  const { values, parsed } = useAppSettings();
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return businessToday(values.timezone ? parsed : { ...parsed, timeZone: browser }, browser);
}
