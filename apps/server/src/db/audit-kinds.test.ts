import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, engines, type TestContext } from '../test/harness.ts';
import { auditKind, auditKindSql } from './audit-kinds.ts';

/** Every audit action the server's code names (`action: '…'`), read from its source. */
function actionsInSource(): string[] {
  const root = path.join(import.meta.dirname, '..');
  const found = new Set<string>();
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const m of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/action: '([a-z][\w.-]*)'/g))
      found.add(m[1]!);
  }
  return [...found].sort();
}

describe.each(engines())('audit kinds on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(() => t.close());

  it('are the same in SQL (the log) and in JS (the buckets) for every action the code writes', async () => {
    const actions = actionsInSource();
    expect(actions.length).toBeGreaterThan(50);
    const datas = [null, '{"status":"canceled"}', '{"status":"completed"}', '{"note":"100%_off"}'];
    const rows = actions.flatMap((action) => datas.map((data) => ({ action, data, createdAt: 'kinds' })));
    for (let i = 0; i < rows.length; i += 200)
      await t.db
        .insertInto('auditLog')
        .values(rows.slice(i, i + 200))
        .execute();
    const inSql = await t.db
      .selectFrom('auditLog')
      .select((eb) => ['action', 'data', auditKindSql(eb).as('kind')])
      .where('createdAt', '=', 'kinds')
      .execute();
    expect(inSql).toHaveLength(rows.length);
    for (const r of inSql) expect(r.kind, `${r.action} ${r.data}`).toBe(auditKind(r.action, r.data));
    expect(new Set(inSql.map((r) => r.kind)).size).toBeGreaterThan(5);
  });
});
