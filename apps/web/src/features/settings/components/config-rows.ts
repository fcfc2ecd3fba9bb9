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
