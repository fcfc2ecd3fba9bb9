import { settingsMap, type SettingKey } from '@cashier/contracts';
import { parseSettings, type RestaurantSettings } from '@cashier/sale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api-client';
import { queryRoots } from './query-keys';

/**
 * GET /v1/settings as the key → value map every layout reads (logo, currency, languages). Signed
 * out, the server answers only the public keys.
 */
export const settingsQuery = () =>
  queryOptions({
    queryKey: queryRoots.settings,
    queryFn: ({ signal }) => api('GET /v1/settings', { signal }),
    select: (data) => settingsMap(data.settings),
    staleTime: 5 * 60_000,
  });

export const PRODUCT_NAME = 'Cashier';

export interface AppSettings {
  values: Partial<Record<SettingKey, string>>;
  restaurantName: string;
  currency: string;
  /** The typed settings with their defaults, as the server reads them (@cashier/sale). */
  parsed: RestaurantSettings;
  logo: string | null;
  smallLogo: string | null;
}

/** Before the settings arrive: one object, so what is derived from it is not derived again. */
const NONE: Partial<Record<SettingKey, string>> = {};

/** The settings map plus the few values every screen needs, with sensible fallbacks. */
export function useAppSettings(): AppSettings {
  const { data: values = NONE } = useQuery(settingsQuery());
  const parsed = useMemo(() => parseSettings(values), [values]);
  return {
    values,
    restaurantName: values.restaurant_name || PRODUCT_NAME,
    currency: parsed.currency,
    parsed,
    logo: values.logo || null,
    smallLogo: values.small_logo || values.logo || null,
  };
}
