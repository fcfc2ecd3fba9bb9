import type { Db } from '../../db/kysely.ts';
import * as repo from './repository.ts';

/**
 * Setting values as other modules read them (orders price with the tax settings, reports date
 * with the time zone). A file of its own, apart from the settings service, because that service
 * asks the orders module whether the currency may change.
 */
export function settingValues(db: Db, keys: string[]): Promise<Map<string, string>> {
  return repo.settingValues(db, keys);
}

/** The restaurant's clock and money: its time zone, the hour its business day starts, its currency. */
export interface RestaurantDay {
  timeZone: string;
  startHour: number;
  currency: string;
}

/** Reads RestaurantDay with the defaults orders are dated and priced with. */
export async function restaurantDay(db: Db): Promise<RestaurantDay> {
  const s = await repo.settingValues(db, ['timezone', 'day_start_hour', 'currency']);
  return {
    timeZone: s.get('timezone') || 'UTC',
    startHour: Number(s.get('day_start_hour') ?? 0),
    currency: s.get('currency') ?? 'SAR',
  };
}

/** A plugin's state as other modules read it (the ZATCA QR on receipts); undefined if unknown. */
export async function pluginState(
  db: Db,
  key: string,
): Promise<{ enabled: boolean; config: Record<string, string> } | undefined> {
  const row = await repo.findPluginByKey(db, key);
  return row && { enabled: row.enabled === 1, config: JSON.parse(row.config) as Record<string, string> };
}
