import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/kysely.ts';
import { createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { HealthService } from './service.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe.each(engines())('health checks on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz without signing in, as JSON even to a browser, never cached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      for (const headers of [{}, HTML]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json()).toEqual({ status: 'ok' });
      }
    }
  });

  it('is not ready while a migration this build knows is not applied, and says which', async () => {
    const name = '008_orders_sort_indexes';
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db);
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: `Migrations not applied yet: ${name}` });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready when the database does not answer or was never migrated', async () => {
    const unreachable =
      engine === 'postgres'
        ? createDb({ engine, databaseUrl: 'postgres://postgres@127.0.0.1:1/cashier' })
        : createDb({ engine, databaseUrl: ':memory:' });
    try {
      const state = await new HealthService(unreachable, engine).readiness();
      expect(state.ready).toBe(false);
      // PostgreSQL refuses the connection; the empty SQLite database has no migration table.
      expect(state).toHaveProperty(
        'reason',
        expect.stringMatching(/^Cannot read the database's migrations: /),
      );
    } finally {
      await unreachable.destroy();
    }
  });

  it('lists both checks in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
  });
});
