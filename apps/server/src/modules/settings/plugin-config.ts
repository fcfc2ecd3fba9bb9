import {
  invoiceSeller,
  SELLER_SETTING_KEYS,
  ZatcaConfig,
  type SellerSettingKey,
  type SettingKey,
} from '@cashier/contracts';
import { AppError } from '../../lib/errors.ts';
import { fromIssue, msg, type Msg, type PlainKey } from '../../lib/messages/text.ts';

/**
 * Plugins that keep no configuration of their own and read the General settings instead, by key:
 * whether those settings let the plugin work, and what a refusal to turn it on says. The ZATCA QR
 * code carries the seller name and VAT number entered once, in General settings (issue 26).
 */
const READS_SETTINGS: Record<string, { unset: PlainKey; keys: readonly SettingKey[] }> = {
  zatca: { unset: 'plugins.zatcaNotSet', keys: SELLER_SETTING_KEYS },
};

/** The settings a plugin reads, to be passed back to nextPluginState; none for the others. */
export const pluginSettingKeys = (key: string): readonly SettingKey[] => READS_SETTINGS[key]?.keys ?? [];

export interface PluginChange {
  enabled?: boolean | undefined;
  config?: Record<string, string> | undefined;
}

/**
 * The plugin's row after a change, as stored (`enabled` 0/1, `config` as JSON). A plugin that
 * reads the General settings takes no configuration (400 naming each field, nothing saved), and
 * turning it on while those settings do not let it work answers 422. `settings` holds the values
 * of pluginSettingKeys(row.key).
 */
export function nextPluginState(
  row: { key: string; enabled: number; config: string },
  change: PluginChange,
  settings: ReadonlyMap<string, string>,
): { enabled: number; config: string } {
  const enabled = change.enabled === undefined ? row.enabled : change.enabled ? 1 : 0;
  const rule = READS_SETTINGS[row.key];
  if (!rule) {
    return { enabled, config: change.config === undefined ? row.config : JSON.stringify(change.config) };
  }
  const fields = Object.keys(change.config ?? {});
  if (fields.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      'plugins.configNotSaved',
      Object.fromEntries(fields.map((f) => [f, 'plugins.configInSettings'])),
    );
  }
  // Only a change that turns the plugin on is checked: one that leaves it as it is stays allowed.
  if (change.enabled === true && sellerProblems(settings).length > 0) {
    throw new AppError('RULE_BROKEN', rule.unset);
  }
  return { enabled, config: '{}' };
}

/**
 * What keeps the General settings' seller from the ZATCA QR code, by the setting to change: the
 * seller name (`seller_name`, or `restaurant_name` when that is what it falls back to) or the VAT
 * number. Empty when the QR code can carry it.
 */
export function sellerProblems(settings: ReadonlyMap<string, string>): [SellerSettingKey, Msg][] {
  const parsed = ZatcaConfig.safeParse(invoiceSeller((k) => settings.get(k)));
  if (parsed.success) return [];
  const nameKey: SellerSettingKey = settings.get('seller_name')?.trim() ? 'seller_name' : 'restaurant_name';
  return parsed.error.issues.map((issue) => [
    issue.path[0] === 'vatNumber' ? 'vat_number' : nameKey,
    msg('settings.forZatca', { problem: fromIssue(issue) }),
  ]);
}
