import { StationsResponse, type Station } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

const grill = { nameEn: 'Grill', nameAr: 'مشاوي', sortOrder: 2 };

describe.each(engines())('kitchen stations on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    headers = owner,
  ) => t.app.inject({ method, url, headers, payload });
  const list = async () =>
    StationsResponse.parse((await t.app.inject({ url: '/v1/stations', headers: owner })).json()).stations;
  const audit = (action: string) =>
    t.db.selectFrom('auditLog').select(['entityId', 'data']).where('action', '=', action).execute();
  const topics = async () => (await t.db.selectFrom('events').select('topic').execute()).map((e) => e.topic);

  it('creates, lists in sort order, updates and deletes, with audit rows and events', async () => {
    const bar = (
      await send('POST', '/v1/stations/create', { nameEn: 'Bar', nameAr: 'بار', sortOrder: 1 })
    ).json<{ station: Station }>().station;
    const res = await send('POST', '/v1/stations/create', grill);
    expect(res.statusCode, res.body).toBe(200);
    const station = res.json<{ station: Station }>().station;
    expect(station).toMatchObject({ ...grill, active: true });
    expect((await list()).map((s) => s.nameEn)).toEqual(['Bar', 'Grill']);

    const updated = await send('PUT', `/v1/stations/update/${station.id}`, {
      nameEn: 'Charcoal grill',
      nameAr: 'مشاوي الفحم',
      sortOrder: 0,
      active: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await list()).map((s) => [s.nameEn, s.active])).toEqual([
      ['Charcoal grill', false],
      ['Bar', true],
    ]);

    const gone = await send('DELETE', `/v1/stations/destroy/${bar.id}`);
    expect(gone.json().resp).toEqual({ status: 'success', message: 'Station deleted' });
    expect((await list()).map((s) => s.id)).toEqual([station.id]);

    expect((await audit('station.create')).map((a) => a.entityId)).toEqual([
      String(bar.id),
      String(station.id),
    ]);
    expect((await audit('station.update'))[0]?.entityId).toBe(String(station.id));
    expect(JSON.parse((await audit('station.delete'))[0]!.data!)).toEqual({ nameEn: 'Bar', nameAr: 'بار' });
    expect(await topics()).toEqual(
      expect.arrayContaining(['station.created', 'station.updated', 'station.deleted']),
    );
  });

  it('refuses a taken name in either language with 409 on its field, in the asker’s language', async () => {
    await send('POST', '/v1/stations/create', { nameEn: 'Cold', nameAr: 'بارد' });
    const en = await send('POST', '/v1/stations/create', { nameEn: 'Cold', nameAr: 'آخر' });
    expect(en.statusCode).toBe(409);
    expect(en.json().error.fields).toEqual({ nameEn: 'Already used by another station' });
    const ar = await send(
      'POST',
      '/v1/stations/create',
      { nameEn: 'Other', nameAr: 'بارد' },
      { ...owner, 'accept-language': 'ar' },
    );
    expect(ar.statusCode).toBe(409);
    expect(Object.keys(ar.json().error.fields)).toEqual(['nameAr']);
    expect(ar.json().error.message).not.toMatch(/[A-Za-z]{3}/);
  });

  it('refuses empty names (400) and answers 404 for a missing station', async () => {
    const bad = await send('POST', '/v1/stations/create', { nameEn: ' ', nameAr: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['nameAr', 'nameEn']);
    expect((await send('PUT', '/v1/stations/update/99999', grill)).statusCode).toBe(404);
    expect((await send('DELETE', '/v1/stations/destroy/99999')).statusCode).toBe(404);
  });

  it('a deleted station stops routing: its category and product fall back to none', async () => {
    const station = (await send('POST', '/v1/stations/create', { nameEn: 'Pastry', nameAr: 'حلويات' })).json<{
      station: Station;
    }>().station;
    const category = (
      await send('POST', '/v1/categories/create', { nameEn: 'Cakes', nameAr: 'كيك', stationId: station.id })
    ).json<{ category: { id: number; stationId: number | null } }>().category;
    expect(category.stationId).toBe(station.id);
    const product = (
      await send('POST', '/v1/products/create', {
        categoryId: category.id,
        nameEn: 'Cheesecake',
        nameAr: 'تشيز كيك',
        price: 1800,
        stationId: station.id,
        prepMinutes: 5,
        course: 3,
      })
    ).json<{ products: { id: number; stationId: number | null }[] }>().products[0]!;
    expect(product.stationId).toBe(station.id);
    expect((await send('DELETE', `/v1/stations/destroy/${station.id}`)).statusCode).toBe(200);
    const categories = (await t.app.inject({ url: '/v1/categories', headers: owner })).json<{
      categories: { id: number; stationId: number | null }[];
    }>().categories;
    expect(categories.find((c) => c.id === category.id)?.stationId).toBeNull();
    const products = (await t.app.inject({ url: `/v1/products?ids=${product.id}`, headers: owner })).json<{
      products: { stationId: number | null; prepMinutes: number | null; course: number | null }[];
    }>().products;
    expect(products[0]).toMatchObject({ stationId: null, prepMinutes: 5, course: 3 });
  });

  it('lets a cashier read the stations but not change them; a guest not even read', async () => {
    const cashier = bearer(await t.userWithRole('cashier'));
    expect((await t.app.inject({ url: '/v1/stations', headers: cashier })).statusCode).toBe(200);
    expect((await send('POST', '/v1/stations/create', grill, cashier)).statusCode).toBe(403);
    expect((await send('PUT', '/v1/stations/update/1', grill, cashier)).statusCode).toBe(403);
    expect((await send('DELETE', '/v1/stations/destroy/1', undefined, cashier)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/stations' })).statusCode).toBe(401);
  });
});
