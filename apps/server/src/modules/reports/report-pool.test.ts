import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { inProcess } from './jobs.ts';
import { ReportPool } from './report-pool.ts';

describe.each(engines())('the reports thread on %s', (engine) => {
  let t: TestContext;
  let pool: ReportPool;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    pool = new ReportPool(engine, t.config.databaseUrl);
  });
  afterAll(async () => {
    await pool.close();
    await t.close();
  });

  const q = { from: '2026-01-01', to: '2026-01-31', format: 'json' as const };

  it('answers what the server itself would, from its own connection', async () => {
    const here = inProcess(t.db, engine);
    expect(await pool.run('daily', q)).toEqual(await here.run('daily', q));
    expect(await pool.run('dashboard', '2026-01-05', Date.now())).toEqual(
      await here.run('dashboard', '2026-01-05', Date.now()),
    );
  });

  it('starts again after its thread is gone, and says why a job failed', async () => {
    await pool.close();
    expect((await pool.run('productSales', q)).from).toBe('2026-01-01');
    await expect(pool.run('daily', { ...q, from: 'not a date' })).rejects.toThrow(/Invalid time value/);
    await expect(pool.run('nothing' as 'daily', q)).rejects.toThrow(/no report job nothing/);
    expect((await pool.run('daily', q)).to).toBe('2026-01-31');
  });
});
