import { type SettingsResponse, settingsMap, type SettingKey } from '@cashier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Settings every layout reads. Signed out, the server returns only the public keys. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => apiRequest<SettingsResponse>('/v1/settings', { signal }),
    select: (data) => settingsMap(data.settings),
    staleTime: 5 * 60_000,
  });

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
