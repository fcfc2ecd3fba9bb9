import { sql, type RawBuilder } from 'kysely';

/** `%text%` for LIKE with `\` as the escape, so a typed `%` or `_` matches itself. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether any of the columns contains `text`, ignoring case the same way on both engines:
 * SQLite's LIKE folds only ASCII and PostgreSQL's LIKE folds nothing, so both sides go through
 * the engine's lower(). For the repositories' searches.
 * @example db.selectFrom('products').where(anyContains(['name_en', 'sku'], 'fal'))
 */
export function anyContains(columns: string[], text: string): RawBuilder<boolean> {
  const pattern = containing(text);
  const tests = columns.map((c) => sql`lower(${sql.ref(c)}) like lower(${pattern}) escape '\\'`);
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}
