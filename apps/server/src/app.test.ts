import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUGINS, buildApp } from './app.ts';
import { createTestContext, engines, type TestContext } from './test/harness.ts';

/**
 * An app whose route table is read as it is built: every route as "METHOD /path/{param}" (the
 * OpenAPI spelling; HEAD mirrors GET and is not documented), and those registered while a plugin
 * of the declared list was still missing.
 */
async function liveApp(t: TestContext) {
  const routes: string[] = [];
  const early: string[] = [];
  const app = await buildApp(t.config, {
    db: t.db,
    logger: false,
    onRoute(route) {
      const missing = PLUGINS.filter((p) => !this.hasPlugin(p.name)).map((p) => p.name);
      if (missing.length) early.push(`${route.url} before ${missing.join(', ')}`);
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${path}`);
    },
  });
  return { app, routes, early };
}

describe.each(engines())('the app on %s', (engine) => {
  let t: TestContext;
  let live: Awaited<ReturnType<typeof liveApp>>;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    live = await liveApp(t);
  });
  afterAll(async () => {
    await live?.app.close();
    await t.close();
  });

  it('documents every /v1 route with its method, and documents no route that does not exist', async () => {
    const doc = (await live.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const v1 = live.routes.filter((route) => route.includes(' /v1/'));
    expect(v1.length).toBeGreaterThan(70); // the table was read, not empty
    expect(v1.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !live.routes.includes(route))).toEqual([]);
    expect((await live.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('registers its plugins in the declared order, all before the routes', () => {
    const tree = live.app.printPlugins();
    const names = PLUGINS.map((p) => p.name);
    // Top-level entries of the tree ("├── name 1 ms" or "├─┬ name 1 ms"), in registration order.
    const registered = [...tree.matchAll(/^[├└]─[─┬] (\S+) /gm)].map((m) => m[1]);
    expect(registered.filter((name) => names.includes(name!))).toEqual(names);
    // The OpenAPI plugin adds its own pages as it registers, before rate limit and auth (which
    // shows the check sees a missing plugin); every other route comes after the whole list.
    expect(live.early.length).toBeGreaterThan(0);
    expect(live.early.filter((route) => !route.startsWith('/api/docs'))).toEqual([]);
  });

  it('refuses to register a /v1 route that does not declare its access', async () => {
    const app = await buildApp(t.config, { db: t.db, logger: false });
    expect(() => app.get('/v1/oops', () => 'x')).toThrow(/does not declare its access/);
    await app.close();
  });

  it('seeds a demo restaurant with bilingual names and pictures, 10 tables and customers', async () => {
    const categories = await t.db.selectFrom('categories').selectAll().execute();
    const products = await t.db.selectFrom('products').selectAll().execute();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const p of products) {
      expect(p.nameAr).toMatch(/[\u0600-\u06ff]/);
      expect(Number.isInteger(p.price)).toBe(true);
      const pic = await t.app.inject({ url: p.image! });
      expect(pic.statusCode).toBe(200);
      expect(pic.headers['content-type']).toContain('image/svg+xml');
    }
    expect(await t.db.selectFrom('diningTables').selectAll().execute()).toHaveLength(10);
    expect((await t.db.selectFrom('customers').selectAll().execute()).length).toBeGreaterThan(2);
  });

  it('answers JSON 404s for unknown API paths', async () => {
    const res = await t.app.inject({ url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
