import {
  SELLER_SETTING_KEYS,
  SETTING_DEFINITIONS,
  isSecretSetting,
  isSettingKey,
  type Plugin,
  type Setting,
  type SettingKey,
} from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import type { Actor } from '../../lib/changes.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { fromIssue, msg, type IssueText, type Msg, type Text } from '../../lib/messages/text.ts';
import type { Record as RecordChange, Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import { changeCurrency } from './currency.ts';
import { KITCHEN_TIMES, LATE, WARN, checkKitchenTimes } from './kitchen-times.ts';
import { nextPluginState, pluginSettingKeys, sellerProblems, type PluginChange } from './plugin-config.ts';
import * as repo from './repository.ts';

type Audience = 'public' | 'staff';

function visible(key: string, audience: Audience): boolean {
  if (!isSettingKey(key) || isSecretSetting(key)) return false;
  return audience !== 'public' || SETTING_DEFINITIONS[key].public;
}

function toPlugin(
  r: { id: number; key: string; name: string; description: string; enabled: number; config: string },
  withConfig: boolean,
): Plugin {
  return {
    id: r.id,
    key: r.key,
    name: r.name,
    description: r.description,
    enabled: r.enabled === 1,
    config: withConfig ? (JSON.parse(r.config) as Record<string, string>) : {},
  };
}

/** The value checked against its key's rule: the cleaned value, or why it is refused. */
function check(key: SettingKey, value: string): { value: string } | { error: Msg | IssueText } {
  const parsed = SETTING_DEFINITIONS[key].schema.safeParse(value);
  return parsed.success
    ? { value: parsed.data }
    : { error: parsed.error.issues[0] ? fromIssue(parsed.error.issues[0]) : msg('field.invalid') };
}

/** Writes one checked value with its audit row (secrets masked) and event, inside the caller's transaction. */
async function save(
  trx: Db,
  record: RecordChange,
  row: { id: number; key: SettingKey; value: string },
  value: string,
): Promise<void> {
  await repo.updateSetting(trx, row.id, value, nowIso());
  const secret = isSecretSetting(row.key);
  await record({
    action: 'setting.update',
    entity: 'setting',
    entityId: row.id,
    data: { key: row.key, from: secret ? '***' : row.value, to: secret ? '***' : value },
    event: { topic: 'setting.updated', payload: { id: row.id, key: row.key } },
  });
}

const SELLER_KEYS: readonly SettingKey[] = SELLER_SETTING_KEYS;

/**
 * While the ZATCA QR code is on, a change to the seller it carries (the General settings' seller
 * name, restaurant name or VAT number) must leave a seller the code can carry: the problems, by
 * setting key, or none. `now` holds the seller settings as they would be after the change.
 */
async function zatcaBlocks(trx: Db, now: ReadonlyMap<string, string>) {
  const zatca = await repo.findPluginByKey(trx, 'zatca');
  return zatca?.enabled === 1 ? sellerProblems(now) : [];
}

export class SettingsService {
  constructor(private readonly store: Store) {}

  /** Public keys for everyone (every layout loads them); the rest for staff; secrets never. */
  async list(audience: Audience): Promise<Setting[]> {
    const rows = await repo.listSettings(this.store.db);
    return rows.filter((r) => visible(r.key, audience));
  }

  async update(actor: Actor, id: number, value: string): Promise<Setting> {
    return this.store.write(actor, async (trx, record) => {
      const [row] = await repo.lockSettings(trx, this.store.engine, { id });
      if (!row || !isSettingKey(row.key)) throw notFound('setting');
      const key: SettingKey = row.key;
      const checked = check(key, value);
      if ('error' in checked) {
        throw new AppError('VALIDATION_FAILED', msg('settings.badValue', { key, problem: checked.error }), {
          value: checked.error,
        });
      }
      if (KITCHEN_TIMES.includes(key)) {
        const stored = await repo.settingValues(trx, KITCHEN_TIMES);
        stored.set(key, checked.value);
        checkKitchenTimes(
          { warn: stored.get(WARN) ?? '', late: stored.get(LATE) ?? '' },
          new Set([key]),
          'value',
        );
      }
      if (SELLER_KEYS.includes(key) && checked.value !== row.value) {
        const now = await repo.settingValues(trx, [...SELLER_KEYS]);
        now.set(key, checked.value);
        const [problem] = (await zatcaBlocks(trx, now)).filter(([k]) => k === key);
        if (problem) {
          throw new AppError('VALIDATION_FAILED', problem[1], { value: problem[1] });
        }
      }
      if (key === 'currency' && checked.value !== row.value) {
        await changeCurrency(trx, this.store.engine, row.value, checked.value);
      }
      await save(trx, record, { ...row, key }, checked.value);
      return { id, key, value: isSecretSetting(key) ? '' : checked.value };
    });
  }

  /**
   * Saves a whole settings form: every value is checked before anything is written, then the
   * changed ones are written in one transaction (one audit row and event each), so a form is
   * never half saved. Answers the settings as staff see them.
   */
  async updateMany(actor: Actor, values: Record<string, string>): Promise<Setting[]> {
    const fields: Record<string, Text> = {};
    const valid = new Map<SettingKey, string>();
    for (const [key, value] of Object.entries(values)) {
      if (!isSettingKey(key)) {
        fields[key] = 'field.unknownSetting';
        continue;
      }
      const checked = check(key, value);
      if ('error' in checked) fields[key] = checked.error;
      else valid.set(key, checked.value);
    }
    if (Object.keys(fields).length) {
      throw new AppError('VALIDATION_FAILED', 'settings.notSaved', fields);
    }
    if (valid.size) {
      await this.store.write(actor, async (trx, record) => {
        const keys = [...valid.keys()];
        const timed = KITCHEN_TIMES.some((k) => valid.has(k));
        const seller = SELLER_KEYS.some((k) => valid.has(k));
        // Both kitchen times are read (and locked) when either changes: the rule spans the pair.
        if (timed) keys.push(...KITCHEN_TIMES.filter((k) => !valid.has(k)));
        // So is the whole seller the ZATCA QR carries.
        if (seller) keys.push(...SELLER_KEYS.filter((k) => !valid.has(k)));
        const rows = await repo.lockSettings(trx, this.store.engine, { keys });
        const byKey = new Map(rows.map((r) => [r.key, r]));
        const now = (k: SettingKey) => valid.get(k) ?? byKey.get(k)?.value ?? '';
        if (timed) checkKitchenTimes({ warn: now(WARN), late: now(LATE) }, new Set(valid.keys()));
        if (seller) {
          const problems = await zatcaBlocks(trx, new Map(SELLER_KEYS.map((k) => [k, now(k)])));
          if (problems.length) {
            throw new AppError('VALIDATION_FAILED', 'settings.notSaved', Object.fromEntries(problems));
          }
        }
        const currency = byKey.get('currency');
        const newCurrency = valid.get('currency');
        // Before any other write: the currency lock must come before any event lock (record()).
        if (currency && newCurrency !== undefined && newCurrency !== currency.value) {
          await changeCurrency(trx, this.store.engine, currency.value, newCurrency);
        }
        for (const [key, value] of valid) {
          // Seeding adds every known key on start, so a missing row is only a database edited by hand.
          const row = byKey.get(key) ?? (await repo.insertSetting(trx, key, '', nowIso()));
          if (row.value !== value) await save(trx, record, { ...row, key }, value);
        }
      });
    }
    return this.list('staff');
  }

  async plugins(withConfig: boolean): Promise<Plugin[]> {
    const rows = await repo.listPlugins(this.store.db);
    return rows.map((r) => toPlugin(r, withConfig));
  }

  /**
   * Turns a plugin on or off and replaces its configuration. A plugin with rules for its
   * configuration (plugin-config.ts) is checked before anything is written.
   */
  async updatePlugin(actor: Actor, id: number, change: PluginChange): Promise<Plugin> {
    return this.store.write(actor, async (trx, record) => {
      const row = await repo.findPlugin(trx, id);
      if (!row) throw notFound('plugin');
      const keys = pluginSettingKeys(row.key);
      const read = keys.length ? await repo.lockSettings(trx, this.store.engine, { keys: [...keys] }) : [];
      const next = nextPluginState(row, change, new Map(read.map((r) => [r.key, r.value])));
      await repo.updatePlugin(trx, id, { ...next, updatedAt: nowIso() });
      await record({
        action: 'plugin.update',
        entity: 'plugin',
        entityId: id,
        data: { key: row.key, enabled: next.enabled === 1, configKeys: Object.keys(change.config ?? {}) },
        event: { topic: 'plugin.updated', payload: { id, key: row.key } },
      });
      return toPlugin({ ...row, ...next }, true);
    });
  }
}
