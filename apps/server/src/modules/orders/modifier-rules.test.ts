import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/** The server refuses a line whose options break its product's modifier groups (min, max, ...). */
describe.each(engines())('modifier rules on order lines on %s', (engine) => {
  let t: TestContext;
  let cashier: Record<string, string>;
  let hummus: number; // 1500
  let falafel: number; // 1200
  /** "Bread" (choose 1 to 2) and "Extras" (choose up to 1) on Hummus; "Sauce" on Falafel only. */
  let pita: number, saj: number, toast: number, oil: number, pickles: number, tahini: number;
  const ar = { 'accept-language': 'ar' };

  const create = (lines: unknown[], headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers: { ...cashier, ...headers },
      payload: { type: 'pos', lines },
    });
  const counts = async () => ({
    orders: Number(
      (
        await t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    lines: Number(
      (
        await t.db
          .selectFrom('orderLines')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const group = async (
    nameEn: string,
    nameAr: string,
    minSelect: number,
    maxSelect: number,
    options: string[],
    productIds: number[],
  ) => {
    const g = await t.db
      .insertInto('modifierGroups')
      .values({ nameEn, nameAr, minSelect, maxSelect })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .insertInto('modifiers')
      .values(
        options.map((o, i) => ({ groupId: g.id, nameEn: o, nameAr: o, price: 100 * (i + 1), active: 1 })),
      )
      .returning('id')
      .execute();
    for (const productId of productIds)
      await t.db.insertInto('productModifierGroups').values({ productId, groupId: g.id }).execute();
    return rows.map((r) => r.id);
  };

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    cashier = bearer(await t.userWithRole('cashier'));
    hummus = await t.productId('Hummus');
    falafel = await t.productId('Falafel (6 pcs)');
    [pita, saj, toast] = (await group('Bread', 'الخبز', 1, 2, ['Pita', 'Saj', 'Toast'], [hummus])) as [
      number,
      number,
      number,
    ];
    [oil, pickles] = (await group('Extras', 'إضافات', 0, 1, ['Oil', 'Pickles'], [hummus])) as [
      number,
      number,
    ];
    [tahini] = (await group('Sauce', 'الصلصة', 0, 1, ['Tahini'], [falafel])) as [number];
  });
  afterAll(() => t.close());

  it('takes a line within every group’s minimum and maximum', async () => {
    const res = await create([
      { productId: hummus, quantity: 1, modifierIds: [pita, saj, oil] },
      { productId: falafel, quantity: 1 },
      { productId: falafel, quantity: 1, modifierIds: [tahini] },
    ]);
    expect(res.statusCode).toBe(200);
    const order = res.json().order[0];
    // 1500 + Pita 100 + Saj 200 + Oil 100; 1200; 1200 + Tahini 100
    expect(order.lines.map((l: { lineTotal: number }) => l.lineTotal)).toEqual([1900, 1200, 1300]);
  });

  it('refuses a line short of a group’s minimum, naming the item and the group, writing nothing', async () => {
    const before = await counts();
    for (const modifierIds of [[], [oil]]) {
      const res = await create([
        { productId: falafel, quantity: 1 },
        { productId: hummus, quantity: 1, modifierIds },
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({
        code: 'RULE_BROKEN',
        message: 'Hummus needs at least 1 choice(s) from Bread.',
        fields: { 'lines.1.modifierIds': 'Choose at least 1 from Bread' },
      });
    }
    // A line sent without modifierIds at all is held to the same rule.
    expect((await create([{ productId: hummus, quantity: 1 }])).statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('refuses a line over a group’s maximum', async () => {
    const before = await counts();
    const res = await create([{ productId: hummus, quantity: 1, modifierIds: [pita, saj, toast] }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Hummus allows at most 2 choice(s) from Bread.');
    const extras = await create([{ productId: hummus, quantity: 1, modifierIds: [pita, oil, pickles] }]);
    expect(extras.statusCode).toBe(422);
    expect(extras.json().error).toMatchObject({
      message: 'Hummus allows at most 1 choice(s) from Extras.',
      fields: { 'lines.0.modifierIds': 'Choose at most 1 from Extras' },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses the same option twice and an option of a group the item does not offer', async () => {
    const before = await counts();
    const twice = await create([{ productId: hummus, quantity: 1, modifierIds: [pita, pita] }]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error).toEqual({
      code: 'RULE_BROKEN',
      message: 'An option is chosen twice for Hummus.',
      fields: { 'lines.0.modifierIds': `Option ${pita} is chosen twice` },
    });
    const foreign = await create([{ productId: hummus, quantity: 1, modifierIds: [pita, tahini] }]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields).toEqual({
      'lines.0.modifierIds': `Option ${tahini} is not available for Hummus`,
    });
    expect(await counts()).toEqual(before);
  });

  it('words the refusal in Arabic', async () => {
    const short = await create([{ productId: hummus, quantity: 1, modifierIds: [] }], ar);
    expect(short.json().error).toEqual({
      code: 'RULE_BROKEN',
      message: 'يتطلب Hummus اختيار 1 على الأقل من «Bread».',
      fields: { 'lines.0.modifierIds': 'اختر 1 على الأقل من «Bread»' },
    });
    const over = await create([{ productId: hummus, quantity: 1, modifierIds: [pita, saj, toast] }], ar);
    expect(over.json().error.message).toBe('يسمح Hummus باختيار 2 على الأكثر من «Bread».');
    const twice = await create([{ productId: hummus, quantity: 1, modifierIds: [saj, saj] }], ar);
    expect(twice.json().error).toMatchObject({
      message: 'اختير أحد الخيارات مرتين لـ Hummus.',
      fields: { 'lines.0.modifierIds': `الخيار ${saj} مختار مرتين` },
    });
  });

  it('refuses an update whose lines break a group, leaving the order as it was', async () => {
    const made = await create([{ productId: hummus, quantity: 1, modifierIds: [pita] }]);
    const order = made.json().order[0];
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/orders/update',
      headers: cashier,
      payload: {
        id: order.id,
        version: order.version,
        lines: [
          { productId: hummus, quantity: 3, modifierIds: [pita] },
          { productId: hummus, quantity: 1, modifierIds: [oil] },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Hummus needs at least 1 choice(s) from Bread.');
    const now = (await t.app.inject({ url: `/v1/orders/${order.id}`, headers: cashier })).json().order;
    expect(now).toMatchObject({ version: order.version, total: order.total });
    expect(now.lines).toHaveLength(1);
    expect(now.lines[0]).toMatchObject({ quantity: 1, modifiers: [expect.objectContaining({ id: pita })] });
  });
});
