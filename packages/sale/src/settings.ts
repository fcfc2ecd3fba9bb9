import { SETTING_DEFINITIONS, type SettingKey } from '@cashier/contracts';

/**
 * The settings that rule a sale and its day, typed, each with its default. Stored settings are
 * strings (a key–value table); this is the one place they are read as numbers and switches, so the
 * server that prices and dates an order and the screens that show it agree on every fallback.
 */
export interface RestaurantSettings {
  currency: string;
  timeZone: string;
  /** The local hour (0–12) a business day starts: sales before it belong to the day before. */
  dayStartHour: number;
  taxRateBp: number;
  taxInclusive: boolean;
  serviceChargeBp: number;
  /** A discount above this share of the order needs a manager's approval. */
  discountApprovalBp: number;
  /** Cash is taken and given back only inside an open shift. */
  cashNeedsShift: boolean;
  /** The cashier sees what the drawer should hold while counting it (else a blind count). */
  shiftCloseShowsExpected: boolean;
  /** Minor units; 0: any difference needs a manager. */
  cashDifferenceLimit: number;
  /** Minor units; 0: any pay-out needs a manager. */
  payoutApprovalLimit: number;
  kitchenWarnMinutes: number;
  kitchenLateMinutes: number;
  kitchenBothLanguages: boolean;
  boardClearMinutes: number;
  displayPaidSeconds: number;
  posLockMinutes: number;
}

type Reader = (key: SettingKey) => string | undefined;
type Field<T> = { key: SettingKey; read: (value: string) => T; fallback: T };

const int = (key: SettingKey, fallback: number): Field<number> => ({ key, read: Number, fallback });
const flag = (key: SettingKey, fallback: boolean): Field<boolean> => ({
  key,
  read: (v) => v === 'true',
  fallback,
});
const text = (key: SettingKey, fallback: string): Field<string> => ({ key, read: (v) => v, fallback });

/** Each typed setting, the key it is stored under and its default (the seed's where it has one). */
const FIELDS: { [K in keyof RestaurantSettings]: Field<RestaurantSettings[K]> } = {
  currency: text('currency', 'SAR'),
  timeZone: text('timezone', 'UTC'),
  dayStartHour: int('day_start_hour', 0),
  taxRateBp: int('tax_rate_bp', 0),
  taxInclusive: flag('tax_inclusive', true),
  serviceChargeBp: int('service_charge_bp', 0),
  discountApprovalBp: int('discount_approval_bp', 10_000),
  cashNeedsShift: flag('cash_needs_shift', true),
  shiftCloseShowsExpected: flag('shift_close_shows_expected', false),
  cashDifferenceLimit: int('cash_difference_limit', 0),
  payoutApprovalLimit: int('payout_approval_limit', 0),
  kitchenWarnMinutes: int('kitchen_warn_minutes', 8),
  kitchenLateMinutes: int('kitchen_late_minutes', 15),
  kitchenBothLanguages: flag('kitchen_both_languages', false),
  boardClearMinutes: int('board_clear_minutes', 10),
  displayPaidSeconds: int('display_paid_seconds', 15),
  posLockMinutes: int('pos_lock_minutes', 2),
};

/** The stored keys behind every typed setting: what a reader asks the settings table for. */
export const RESTAURANT_SETTING_KEYS: readonly SettingKey[] = Object.values(FIELDS).map((f) => f.key);

/** The stored key of one typed setting, for a reader that needs only a few. */
export function settingKeyOf(name: keyof RestaurantSettings): SettingKey {
  return FIELDS[name].key;
}

/**
 * A stored value, checked by its key's own rule (contracts' SETTING_DEFINITIONS), so a value the
 * settings screen would refuse, or none, reads as the default rather than as NaN or an unknown
 * zone. Checks are remembered: the same few values are read on every order.
 */
const checked = new Map<string, boolean>();
function valid(key: SettingKey, value: string): boolean {
  const id = `${key}\u0000${value}`;
  let ok = checked.get(id);
  if (ok === undefined) {
    ok = SETTING_DEFINITIONS[key].schema.safeParse(value).success && value !== '';
    if (checked.size > 1000) checked.clear();
    checked.set(id, ok);
  }
  return ok;
}

export type SettingSource =
  ReadonlyMap<string, string> | Partial<Record<string, string>> | readonly { key: string; value: string }[];

function readerOf(source: SettingSource): Reader {
  if (source instanceof Map) {
    const map = source as ReadonlyMap<string, string>;
    return (key) => map.get(key);
  }
  if (Array.isArray(source)) {
    const rows = new Map(source.map((r: { key: string; value: string }) => [r.key, r.value]));
    return (key) => rows.get(key);
  }
  const record = source as Partial<Record<string, string>>;
  return (key) => record[key];
}

/**
 * Settings as stored (a map, a record such as GET /v1/settings answers, or rows), typed with their
 * defaults; a key not in the source takes its default.
 * @example parseSettings({ tax_rate_bp: '1500' }).taxRateBp // 1500
 * @example parseSettings(new Map()).timeZone // 'UTC'
 */
export function parseSettings(source: SettingSource): RestaurantSettings {
  const read = readerOf(source);
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(FIELDS) as [string, Field<unknown>][]) {
    const value = read(field.key);
    out[name] = value !== undefined && valid(field.key, value) ? field.read(value) : field.fallback;
  }
  return out as unknown as RestaurantSettings;
}

/** Every setting at its default (no stored value). */
export const DEFAULT_SETTINGS: RestaurantSettings = parseSettings({});
