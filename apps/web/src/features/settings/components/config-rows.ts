import { PluginUpdate } from '@cashier/contracts';
import { z } from 'zod';
import { formRule } from '@/lib/zod-message';

const PluginConfig = PluginUpdate.shape.config.unwrap();

export interface ConfigRow {
  id: number;
  key: string;
  value: string;
}

export type RowProblem = 'keyRequired' | 'keyDuplicate';

let nextId = 1;
export const newRow = (key = '', value = ''): ConfigRow => ({ id: nextId++, key, value });

export function rowsFromConfig(config: Record<string, string>): ConfigRow[] {
  return Object.entries(config).map(([key, value]) => newRow(key, value));
}

/** The rows to edit: the saved ones, or one empty row to start with. */
export function rowsToEdit(config: Record<string, string>): ConfigRow[] {
  const rows = rowsFromConfig(config);
  return rows.length ? rows : [newRow()];
}

/**
 * The rows as a plugin configuration, or a problem per row: every key named once. Blank rows
 * (no key, no value) are dropped rather than refused.
 */
export function configFromRows(
  rows: ConfigRow[],
): { config: Record<string, string> } | { problems: Record<number, RowProblem> } {
  const problems: Record<number, RowProblem> = {};
  const seen = new Set<string>();
  const config: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (!key && !row.value.trim()) continue;
    if (!key) problems[row.id] = 'keyRequired';
    else if (seen.has(key)) problems[row.id] = 'keyDuplicate';
    seen.add(key);
    config[key] = row.value;
  }
  return Object.keys(problems).length ? { problems } : { config };
}

/**
 * The configuration form: the rows as typed, each key named once, then the plugin body's own
 * check of keys and values (PluginUpdate).
 */
export const PluginConfigSchema = z
  .object({ rows: z.array(z.object({ id: z.number(), key: z.string(), value: z.string() })) })
  .superRefine(({ rows }, ctx) => {
    const checked = configFromRows(rows);
    if (!('problems' in checked)) return;
    rows.forEach((row, index) => {
      const problem = checked.problems[row.id];
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: problem,
          path: ['rows', index, 'key'],
          params: formRule(`plugins.${problem}`),
        });
    });
  })
  .transform(({ rows }) => {
    const checked = configFromRows(rows);
    return 'config' in checked ? checked.config : {};
  })
  .pipe(PluginConfig);
