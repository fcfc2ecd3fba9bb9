import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, engines, type TestContext } from '../test/harness.ts';
import { refreshStatistics } from './statistics.ts';

describe.each(engines())('the planner statistics on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(() => t.close());

  it('are gathered for a table that grew, so the planner knows its indexes', async () => {
    const at = new Date().toISOString();
    const rows = Array.from({ length: 1500 }, (_, i) => ({ action: `bench.${i % 7}`, createdAt: at }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('auditLog')
        .values(rows.slice(i, i + 500))
        .execute();
    await refreshStatistics(t.db, engine, 'start');
    if (engine === 'sqlite') {
      const stats = await sql<{ tbl: string }>`select tbl from sqlite_stat1 where tbl = 'audit_log'`.execute(
        t.db,
      );
      expect(stats.rows.length).toBeGreaterThan(0);
    } else {
      const stats = await sql<{ analyzed: string | null }>`
        select coalesce(last_analyze, last_autoanalyze)::text as analyzed
        from pg_stat_user_tables where relname = 'audit_log'`.execute(t.db);
      expect(stats.rows[0]?.analyzed).not.toBeNull();
    }
  });
});
