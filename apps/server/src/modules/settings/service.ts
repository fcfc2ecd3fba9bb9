import {
  SETTING_DEFINITIONS,
  isSecretSetting,
  isSettingKey,
  type Plugin,
  type Setting,
  type SettingKey,
} from '@cashier/contracts';
import type { Actor } from '../../lib/changes.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';

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

export class SettingsService {
  constructor(private readonly store: Store) {}

  /** Public keys for everyone (every layout loads them); the rest for staff; secrets never. */
  async list(audience: Audience): Promise<Setting[]> {
    const rows = await this.store.db
      .selectFrom('settings')
      .select(['id', 'key', 'value'])
      .orderBy('id')
      .execute();
    return rows.filter((r) => visible(r.key, audience));
  }

  async update(actor: Actor, id: number, value: string): Promise<Setting> {
    return this.store.write(actor, async (trx, record) => {
      const row = await trx
        .selectFrom('settings')
        .select(['id', 'key', 'value'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || !isSettingKey(row.key)) throw notFound('Setting');
      const key: SettingKey = row.key;
      const parsed = SETTING_DEFINITIONS[key].schema.safeParse(value);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'is not valid';
        throw new AppError('VALIDATION_FAILED', `The value of ${key} ${message}`, { value: message });
      }
      await trx
        .updateTable('settings')
        .set({ value: parsed.data, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      const secret = isSecretSetting(key);
      await record({
        action: 'setting.update',
        entity: 'setting',
        entityId: id,
        data: { key, from: secret ? '***' : row.value, to: secret ? '***' : parsed.data },
        event: { topic: 'setting.updated', payload: { id, key } },
      });
      return { id, key, value: secret ? '' : parsed.data };
    });
  }

  async plugins(withConfig: boolean): Promise<Plugin[]> {
    const rows = await this.store.db.selectFrom('plugins').selectAll().orderBy('id').execute();
    return rows.map((r) => toPlugin(r, withConfig));
  }

  async updatePlugin(
    actor: Actor,
    id: number,
    change: { enabled?: boolean | undefined; config?: Record<string, string> | undefined },
  ): Promise<Plugin> {
    return this.store.write(actor, async (trx, record) => {
      const row = await trx.selectFrom('plugins').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Plugin');
      const next = {
        enabled: change.enabled === undefined ? row.enabled : change.enabled ? 1 : 0,
        config: change.config === undefined ? row.config : JSON.stringify(change.config),
      };
      await trx
        .updateTable('plugins')
        .set({ ...next, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
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
