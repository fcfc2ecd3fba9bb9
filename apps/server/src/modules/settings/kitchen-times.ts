import type { SettingKey } from '@cashier/contracts';
import { AppError } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';

export const WARN = 'kitchen_warn_minutes' satisfies SettingKey;
export const LATE = 'kitchen_late_minutes' satisfies SettingKey;
export const KITCHEN_TIMES: SettingKey[] = [WARN, LATE];

/**
 * A kitchen ticket turns amber at the warning minutes and red at the late ones, so late must come
 * after warn; otherwise the amber stage never shows. Checked on the values a write leaves behind
 * (the changed ones over the stored ones). `field` names where the form shows it: the setting
 * that changed, or `value` for a single-setting update.
 */
export function checkKitchenTimes(
  next: { warn: string; late: string },
  changed: ReadonlySet<string>,
  field?: string,
): void {
  const warn = Number(next.warn);
  const late = Number(next.late);
  if (!Number.isInteger(warn) || !Number.isInteger(late) || late > warn) return;
  const onWarn = changed.has(WARN) && !changed.has(LATE);
  const text = onWarn ? msg('field.beforeLate', { late }) : msg('field.afterWarn', { warn });
  throw new AppError('RULE_BROKEN', msg('settings.lateNotAfterWarn', { warn }), {
    [field ?? (onWarn ? WARN : LATE)]: text,
  });
}
