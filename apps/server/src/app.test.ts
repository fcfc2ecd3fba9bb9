import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, engines, type TestContext } from './test/harness.ts';

describe.each(engines())('the app on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
  });
  afterAll(() => t.close());

  it('documents every /v1 route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((l) => l.includes('/v1/'));
    expect(routes.length).toBeGreaterThan(0);
    for (const expected of [
      'POST /v1/auth/login',
      'POST /v1/auth/decrypToken',
      'POST /v1/auth/logout',
      'GET /v1/auth/me',
      'PUT /v1/auth/profile',
      'GET /v1/categories',
      'GET /v1/categories/list',
      'POST /v1/categories/create',
      'PUT /v1/categories/update/{id}',
      'DELETE /v1/categories/destroy/{id}',
      'GET /v1/products',
      'GET /v1/products/list',
      'POST /v1/products/create',
      'POST /v1/products/update/{id}',
      'DELETE /v1/products/destroy/{id}',
      'GET /v1/pos/catalog',
      'GET /v1/modifier-groups',
      'POST /v1/modifier-groups/create',
      'PUT /v1/modifier-groups/update/{id}',
      'DELETE /v1/modifier-groups/destroy/{id}',
      'PUT /v1/products/{id}/modifier-groups',
      'GET /v1/settings',
      'PUT /v1/settings/update',
      'PUT /v1/settings/update/{id}',
      'GET /v1/plugins',
      'PUT /v1/plugins/update/{id}',
      'POST /v1/uploads',
      'GET /v1/events',
      'POST /v1/auth/pin',
      'POST /v1/auth/approve',
      'GET /v1/users',
      'POST /v1/users/create',
      'PUT /v1/users/update/{id}',
      'DELETE /v1/users/destroy/{id}',
      'GET /v1/roles',
      'POST /v1/roles/create',
      'PUT /v1/roles/update/{id}',
      'DELETE /v1/roles/destroy/{id}',
      'GET /v1/customers',
      'POST /v1/customers/create',
      'PUT /v1/customers/update/{id}',
      'DELETE /v1/customers/destroy/{id}',
      'GET /v1/tables',
      'GET /v1/tables/list',
      'POST /v1/tables/create',
      'PUT /v1/tables/update/{id}',
      'PUT /v1/tables/setStatus/{id}',
      'POST /v1/tables/{id}/rotate-token',
      'DELETE /v1/tables/destroy/{id}',
      'GET /v1/expenses',
      'POST /v1/expenses/create',
      'PUT /v1/expenses/update/{id}',
      'DELETE /v1/expenses/destroy/{id}',
      'GET /v1/printers',
      'POST /v1/printers/create',
      'PUT /v1/printers/update/{id}',
      'DELETE /v1/printers/destroy/{id}',
      'GET /v1/site-pages',
      'POST /v1/site-pages/create',
      'PUT /v1/site-pages/update/{id}',
      'DELETE /v1/site-pages/destroy/{id}',
      'GET /v1/reports/dashboard',
      'GET /v1/search',
      'GET /v1/orders/invoice/{number}',
      'GET /v1/orders/{id}/audit',
      'POST /v1/orders/refund/{id}',
      'POST /v1/orders/merge',
      'POST /v1/orders/split/{id}',
    ]) {
      expect(documented).toContain(expected);
    }
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('refuses to register a /v1 route that does not declare its access', async () => {
    const { buildApp } = await import('./app.ts');
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
