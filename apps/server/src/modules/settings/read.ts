import { parseSettings, settingKeyOf, type RestaurantSettings } from '@cashier/sale';
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

/**
 * Typed settings with their defaults (@cashier/sale's parseSettings, as the web reads them): only
 * those named are read, and only those are returned, so an unread one cannot pass for its default.
 */
export async function restaurantSettings<K extends keyof RestaurantSettings>(
  db: Db,
  names: readonly K[],
): Promise<Pick<RestaurantSettings, K>> {
  return parseSettings(await repo.settingValues(db, names.map(settingKeyOf)));
}

/** Reads RestaurantDay with the defaults orders are dated and priced with. */
export async function restaurantDay(db: Db): Promise<RestaurantDay> {
  const s = await restaurantSettings(db, ['timeZone', 'dayStartHour', 'currency']);
  return { timeZone: s.timeZone, startHour: s.dayStartHour, currency: s.currency };
}

/** A plugin's state as other modules read it (the ZATCA QR on receipts); undefined if unknown. */
export async function pluginState(
  db: Db,
  key: string,
): Promise<{ enabled: boolean; config: Record<string, string> } | undefined> {
  const row = await repo.findPluginByKey(db, key);
  return row && { enabled: row.enabled === 1, config: JSON.parse(row.config) as Record<string, string> };
}
