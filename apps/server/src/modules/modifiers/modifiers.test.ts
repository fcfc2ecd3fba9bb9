import { ModifierGroupsResponse, type ModifierGroup, type PosCatalog } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

const size = {
  nameEn: 'Size',
  nameAr: 'الحجم',
  minSelect: 0,
  maxSelect: 1,
  modifiers: [
    { nameEn: 'Large', nameAr: 'كبير', price: 200 },
    { nameEn: 'Small', nameAr: 'صغير', price: 0 },
  ],
};

describe.each(engines())('modifier groups on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let productId: number;
  let otherProductId: number;

  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
    const category = await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: owner,
      payload: { nameEn: 'Drinks', nameAr: 'مشروبات' },
    });
    const categoryId = category.json<{ category: { id: number } }>().category.id;
    const ids: number[] = [];
    for (const nameEn of ['Tea', 'Coffee']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/products/create',
        headers: owner,
        payload: { categoryId, nameEn, nameAr: 'مشروب', price: 300 },
      });
      ids.push(res.json<{ products: { id: number }[] }>().products[0]!.id);
    }
    [productId, otherProductId] = ids as [number, number];
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    token = owner,
  ) => t.app.inject({ method, url, headers: token, payload });
  const version = async () =>
    (await t.app.inject({ url: '/v1/pos/catalog', headers: owner })).json<PosCatalog>().version;

  it('creates a group with options and products, lists it, records audit and event', async () => {
    const before = await version();
    const res = await send('POST', '/v1/modifier-groups/create', { ...size, productIds: [productId] });
    expect(res.statusCode, res.body).toBe(200);
    const group = res.json<{ modifierGroup: ModifierGroup }>().modifierGroup;
    expect(res.json().resp).toEqual({ status: 'success', message: 'Modifier group created' });
    expect(group).toMatchObject({
      nameEn: 'Size',
      nameAr: 'الحجم',
      minSelect: 0,
      maxSelect: 1,
      productIds: [productId],
    });
    expect(group.modifiers.map((m) => [m.nameEn, m.price, m.active])).toEqual([
      ['Large', 200, true],
      ['Small', 0, true],
    ]);

    const list = await t.app.inject({ url: '/v1/modifier-groups', headers: owner });
    expect(list.statusCode).toBe(200);
    expect(ModifierGroupsResponse.parse(list.json()).modifierGroups).toEqual([group]);

    const events = await t.db.selectFrom('events').select('topic').execute();
    expect(events.map((e) => e.topic)).toContain('modifier-group.created');
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'modifier-group')
      .execute();
    expect(audit.map((a) => a.action)).toContain('modifier-group.create');
    expect(await version()).not.toBe(before);

    const pos = (await t.app.inject({ url: '/v1/pos/catalog', headers: owner })).json<PosCatalog>();
    expect(pos.products.find((p) => p.id === productId)!.modifierGroupIds).toEqual([group.id]);
    expect(pos.modifierGroups.find((g) => g.id === group.id)!.modifiers).toHaveLength(2);
  });

  it('updates the whole list: changes, adds, and deactivates (never deletes) what is left out', async () => {
    const group = (await send('POST', '/v1/modifier-groups/create', size)).json<{
      modifierGroup: ModifierGroup;
    }>().modifierGroup;
    const [large, small] = group.modifiers as [
      ModifierGroup['modifiers'][number],
      ModifierGroup['modifiers'][number],
    ];
    const res = await send('PUT', `/v1/modifier-groups/update/${group.id}`, {
      nameEn: 'Cup size',
      nameAr: 'حجم الكوب',
      minSelect: 1,
      maxSelect: 1,
      modifiers: [
        { id: large.id, nameEn: 'Large', nameAr: 'كبير', price: 250 },
        { nameEn: 'Medium', nameAr: 'وسط', price: 100 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<{ modifierGroup: ModifierGroup }>().modifierGroup;
    expect(updated).toMatchObject({ nameEn: 'Cup size', minSelect: 1 });
    expect(updated.modifiers.map((m) => [m.id === small.id ? 'small' : m.nameEn, m.price, m.active])).toEqual(
      [
        ['Large', 250, true],
        ['small', 0, false],
        ['Medium', 100, true],
      ],
    );
    const rows = await t.db.selectFrom('modifiers').select('id').where('groupId', '=', group.id).execute();
    expect(rows).toHaveLength(3);
    const pos = (await t.app.inject({ url: '/v1/pos/catalog', headers: owner })).json<PosCatalog>();
    expect(pos.modifierGroups.find((g) => g.id === group.id)!.modifiers.map((m) => m.nameEn)).toEqual([
      'Large',
      'Medium',
    ]);
    const events = await t.db.selectFrom('events').select('topic').execute();
    expect(events.map((e) => e.topic)).toContain('modifier-group.updated');
  });

  it('refuses minSelect above maxSelect or above the active options, naming the field', async () => {
    const res = await send('POST', '/v1/modifier-groups/create', { ...size, minSelect: 2, maxSelect: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'RULE_BROKEN',
      fields: { minSelect: expect.any(String) },
    });
    const few = await send('POST', '/v1/modifier-groups/create', { ...size, minSelect: 3, maxSelect: 3 });
    expect(few.statusCode).toBe(422);
    expect(few.json().error.fields).toHaveProperty('minSelect');
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/v1/modifier-groups/create',
      headers: { ...owner, 'accept-language': 'ar' },
      payload: { ...size, minSelect: 2, maxSelect: 1 },
    });
    expect(arabic.json().error.message).toMatch(/[\u0600-\u06ff]/);
    const bad = await send('POST', '/v1/modifier-groups/create', { ...size, nameAr: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('nameAr');
  });

  it("refuses another group's option, and unknown groups and products", async () => {
    const a = (await send('POST', '/v1/modifier-groups/create', size)).json<{
      modifierGroup: ModifierGroup;
    }>().modifierGroup;
    const b = (await send('POST', '/v1/modifier-groups/create', size)).json<{
      modifierGroup: ModifierGroup;
    }>().modifierGroup;
    const res = await send('PUT', `/v1/modifier-groups/update/${b.id}`, {
      ...size,
      modifiers: [{ id: a.modifiers[0]!.id, nameEn: 'Stolen', nameAr: 'مسروق' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toHaveProperty(['modifiers.0.id']);
    expect((await send('PUT', '/v1/modifier-groups/update/999999', size)).statusCode).toBe(404);
    expect((await send('DELETE', '/v1/modifier-groups/destroy/999999')).statusCode).toBe(404);
    const unknownProduct = await send('POST', '/v1/modifier-groups/create', {
      ...size,
      productIds: [999999],
    });
    expect(unknownProduct.statusCode).toBe(422);
    expect(unknownProduct.json().error.fields).toHaveProperty('productIds');
  });

  it("sets a product's groups, replacing the previous ones", async () => {
    const groups = (await t.app.inject({ url: '/v1/modifier-groups', headers: owner })).json<{
      modifierGroups: ModifierGroup[];
    }>().modifierGroups;
    const [g1, g2] = groups as [ModifierGroup, ModifierGroup];
    const before = await version();
    const res = await send('PUT', `/v1/products/${otherProductId}/modifier-groups`, {
      groupIds: [g1.id, g2.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ productId: otherProductId, groupIds: [g1.id, g2.id] });
    expect(await version()).not.toBe(before);
    const again = await send('PUT', `/v1/products/${otherProductId}/modifier-groups`, { groupIds: [g2.id] });
    expect(again.json().groupIds).toEqual([g2.id]);
    const pos = (await t.app.inject({ url: '/v1/pos/catalog', headers: owner })).json<PosCatalog>();
    expect(pos.products.find((p) => p.id === otherProductId)!.modifierGroupIds).toEqual([g2.id]);

    const unknown = await send('PUT', `/v1/products/${otherProductId}/modifier-groups`, {
      groupIds: [999999],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toHaveProperty('groupIds');
    expect((await send('PUT', '/v1/products/999999/modifier-groups', { groupIds: [] })).statusCode).toBe(404);
  });

  it('deletes a group with its options and links; past order lines keep their snapshot', async () => {
    const group = (
      await send('POST', '/v1/modifier-groups/create', { ...size, productIds: [productId] })
    ).json<{ modifierGroup: ModifierGroup }>().modifierGroup;
    const res = await send('DELETE', `/v1/modifier-groups/destroy/${group.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().resp.message).toBe('Modifier group deleted');
    expect(await t.db.selectFrom('modifiers').select('id').where('groupId', '=', group.id).execute()).toEqual(
      [],
    );
    const links = await t.db
      .selectFrom('productModifierGroups')
      .select('productId')
      .where('groupId', '=', group.id)
      .execute();
    expect(links).toEqual([]);
    const events = await t.db.selectFrom('events').select('topic').execute();
    expect(events.map((e) => e.topic)).toContain('modifier-group.deleted');
  });

  it('needs catalog.view to read and catalog.manage to change', async () => {
    expect((await t.app.inject({ url: '/v1/modifier-groups' })).statusCode).toBe(401);
    const cashier = bearer(await t.userWithRole('cashier'));
    expect((await t.app.inject({ url: '/v1/modifier-groups', headers: cashier })).statusCode).toBe(200);
    expect((await send('POST', '/v1/modifier-groups/create', size, cashier)).statusCode).toBe(403);
    expect((await send('PUT', '/v1/modifier-groups/update/1', size, cashier)).statusCode).toBe(403);
    expect((await send('DELETE', '/v1/modifier-groups/destroy/1', undefined, cashier)).statusCode).toBe(403);
    expect(
      (await send('PUT', `/v1/products/${productId}/modifier-groups`, { groupIds: [] }, cashier)).statusCode,
    ).toBe(403);
  });
});

describe.each(engines())('demo modifier groups on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
  });
  afterAll(() => t.close());

  it('offers Size on drinks and Extras on grills, in English and Arabic', async () => {
    const owner = bearer(await t.login());
    const pos = (await t.app.inject({ url: '/v1/pos/catalog', headers: owner })).json<PosCatalog>();
    const byName = new Map(pos.modifierGroups.map((g) => [g.nameEn, g]));
    const sizeGroup = byName.get('Size')!;
    const extras = byName.get('Extras')!;
    expect(sizeGroup.nameAr).toBe('الحجم');
    expect(sizeGroup.modifiers).toContainEqual(
      expect.objectContaining({ nameEn: 'Large', nameAr: 'كبير', price: 200 }),
    );
    for (const g of pos.modifierGroups) {
      for (const m of g.modifiers) expect(m.nameAr).toMatch(/[\u0600-\u06ff]/);
    }
    const category = (name: string) => pos.categories.find((c) => c.nameEn === name)!.id;
    const drinks = pos.products.filter((p) => p.categoryId === category('Drinks'));
    const grills = pos.products.filter((p) => p.categoryId === category('Grills'));
    expect(drinks.length).toBeGreaterThan(0);
    for (const p of drinks) expect(p.modifierGroupIds).toEqual([sizeGroup.id]);
    // A drink is poured in one size: the size is a required choice, one of them.
    expect(sizeGroup).toMatchObject({ minSelect: 1, maxSelect: 1 });
    const sizeless = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers: owner,
      payload: { type: 'pos', lines: [{ productId: drinks[0]!.id, quantity: 1 }] },
    });
    expect(sizeless.statusCode).toBe(422);
    for (const p of grills) expect(p.modifierGroupIds).toEqual([extras.id]);
    const starters = pos.products.filter((p) => p.categoryId === category('Starters'));
    for (const p of starters) expect(p.modifierGroupIds).toEqual([]);
  });
});
