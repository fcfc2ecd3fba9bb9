import { ZatcaConfig } from '@cashier/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { fromIssue, type PlainKey, type Text } from '../../lib/messages/text.ts';

/**
 * Plugins whose configuration something reads and relies on (the ZATCA QR code prints its seller
 * name and VAT number on every receipt), by key: the rule the configuration must meet, and what a
 * refusal to enable the plugin without it says. Other plugins keep a free-form string map.
 */
const RULES: Record<string, { schema: z.ZodType<Record<string, string>>; unset: PlainKey }> = {
  zatca: { schema: ZatcaConfig, unset: 'plugins.zatcaNotSet' },
};

/**
 * Plugins whose configuration anyone may read: the ZATCA seller name and VAT number are printed
 * on every receipt, and every till draws the QR from them.
 */
export const PUBLIC_CONFIG: ReadonlySet<string> = new Set(['zatca']);

export interface PluginChange {
  enabled?: boolean | undefined;
  config?: Record<string, string> | undefined;
}

/**
 * The plugin's row after a change, as stored (`enabled` 0/1, `config` as JSON), checked against
 * its key's rule: a configuration that breaks it answers 400 with a field per problem and saves
 * nothing; turning the plugin on while its stored configuration breaks it answers 422.
 */
export function nextPluginState(
  row: { key: string; enabled: number; config: string },
  change: PluginChange,
): { enabled: number; config: string } {
  const enabled = change.enabled === undefined ? row.enabled : change.enabled ? 1 : 0;
  const rule = RULES[row.key];
  if (!rule) {
    return { enabled, config: change.config === undefined ? row.config : JSON.stringify(change.config) };
  }
  // An empty configuration clears it, for a plugin that stays off (a restaurant that no longer needs it).
  if (change.config !== undefined && Object.keys(change.config).length === 0 && enabled === 0) {
    return { enabled, config: '{}' };
  }
  if (change.config !== undefined) {
    const parsed = rule.schema.safeParse(change.config);
    if (!parsed.success) {
      const fields: Record<string, Text> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= fromIssue(issue);
      throw new AppError('VALIDATION_FAILED', 'plugins.configNotSaved', fields);
    }
    // The cleaned values (trimmed, only the rule's fields) are what the receipts will read.
    return { enabled, config: JSON.stringify(parsed.data) };
  }
  // Only a change that turns the plugin on is checked: one that leaves it as it is stays allowed.
  if (change.enabled === true && !rule.schema.safeParse(storedConfig(row.config)).success) {
    throw new AppError('RULE_BROKEN', rule.unset);
  }
  return { enabled, config: row.config };
}

/** The stored JSON map; a row edited by hand into something else counts as no configuration. */
function storedConfig(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return {};
  }
}
