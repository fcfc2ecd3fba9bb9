import type { SettingKey } from '@cashier/contracts';
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '@/api/settings';

export const PRODUCT_NAME = 'Cashier';
const DEFAULT_CURRENCY = 'SAR';

export interface AppSettings {
  values: Partial<Record<SettingKey, string>>;
  restaurantName: string;
  currency: string;
  logo: string | null;
  smallLogo: string | null;
}

/** The settings map plus the few values every screen needs, with sensible fallbacks. */
export function useAppSettings(): AppSettings {
  const { data: values = {} } = useQuery(settingsQuery());
  return {
    values,
    restaurantName: values.restaurant_name || PRODUCT_NAME,
    currency: values.currency || DEFAULT_CURRENCY,
    logo: values.logo || null,
    smallLogo: values.small_logo || values.logo || null,
  };
}
