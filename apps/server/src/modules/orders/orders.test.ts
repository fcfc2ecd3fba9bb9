import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

describe.each(engines())('orders on %s: pricing, payments and reads', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let cashier: Record<string, string>;
  let hummus: number; // 1500
  let falafel: number; // 1200

  const setSetting = async (key: string, value: string) => {
    const { id } = await t.db
      .selectFrom('settings')
      .select('id')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/settings/update/${id}`,
      headers: owner,
      payload: { value },
    });
    expect(res.statusCode).toBe(200);
  };
  const create = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/orders/create', headers, payload });
  const cart = [
    { productId: 0, quantity: 2 },
    { productId: 0, quantity: 1 },
  ];
  const lines = () => [
    { ...cart[0], productId: hummus },
    { ...cart[1], productId: falafel },
  ];

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    cashier = bearer(await t.userWithRole('cashier'));
    hummus = await t.productId('Hummus');
    falafel = await t.productId('Falafel (6 pcs)');
  });
  afterAll(() => t.close());

  it('prices from the catalogue, ignoring any client price, with inclusive tax rounded once', async () => {
    const res = await create(cashier, {
      type: 'pos',
      lines: lines().map((l) => ({ ...l, unitPrice: 1, price: 1 })),
      total: 1,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.resp.status).toBe('success');
    expect(body.order).toHaveLength(1);
    const order = body.order[0];
    expect(order).toMatchObject({
      type: 'pos',
      status: 'new',
      version: 1,
      subtotal: 4200,
      taxRateBp: 1500,
      taxInclusive: true,
      taxTotal: 548, // 4200 × 15/115 = 547.83
      total: 4200,
      paidTotal: 0,
      balanceDue: 4200,
      invoiceNumber: null,
      currency: 'SAR',
    });
    expect(
      order.lines.map((l: { unitPrice: number; lineTotal: number }) => [l.unitPrice, l.lineTotal]),
    ).toEqual([
      [1500, 3000],
      [1200, 1200],
    ]);
    expect(order.history).toEqual([expect.objectContaining({ from: null, to: 'new' })]);
    const events = await t.db
      .selectFrom('events')
      .select('topic')
      .where('topic', '=', 'order.created')
      .execute();
    expect(events.length).toBeGreaterThan(0);
  });

  it('adds exclusive tax and a dine-in service charge', async () => {
    await setSetting('tax_inclusive', 'false');
    await setSetting('service_charge_bp', '1000');
    try {
      const table = (
        await t.db.selectFrom('diningTables').select('id').where('name', '=', 'T3').executeTakeFirstOrThrow()
      ).id;
      const res = await create(cashier, { type: 'pos', tableId: table, lines: lines() });
      const o = res.json().order[0];
      // 4200 + 10 % service 420 = 4620; 15 % tax 693 → 5313
      expect(o).toMatchObject({
        subtotal: 4200,
        serviceCharge: 420,
        taxTotal: 693,
        total: 5313,
        taxInclusive: false,
      });
      expect(o.subtotal + o.serviceCharge + o.taxTotal - o.discountTotal).toBe(o.total);
      const tableRow = await t.db
        .selectFrom('diningTables')
        .select('status')
        .where('id', '=', table)
        .executeTakeFirstOrThrow();
      expect(tableRow.status).toBe('occupied');
      const counter = await create(cashier, { type: 'pos', lines: lines() });
      expect(counter.json().order[0].serviceCharge).toBe(0);
    } finally {
      await setSetting('tax_inclusive', 'true');
      await setSetting('service_charge_bp', '0');
    }
  });

  it('completes a cash sale with change and gives gap-free invoice numbers', async () => {
    const sale = () =>
      create(cashier, {
        type: 'pos',
        status: 'completed',
        lines: lines(),
        payments: [{ method: 'cash', amount: 4200, tendered: 5000 }],
      });
    const a = (await sale()).json().order[0];
    const b = (await sale()).json().order[0];
    expect(a).toMatchObject({ status: 'completed', paidTotal: 4200, balanceDue: 0, changeDue: 800 });
    expect(a.payments[0]).toMatchObject({ method: 'cash', amount: 4200, tendered: 5000, change: 800 });
    expect(a.completedAt).not.toBeNull();
    expect(b.invoiceNumber).toBe(a.invoiceNumber + 1);
    expect(b.ticketNumber).toBe(a.ticketNumber + 1);
    // A refused completion takes no number, so the sequence stays without gaps.
    const unpaid = await create(cashier, { type: 'pos', status: 'completed', lines: lines() });
    expect(unpaid.statusCode).toBe(422);
    const c = (await sale()).json().order[0];
    expect(c.invoiceNumber).toBe(b.invoiceNumber + 1);
  });

  it('takes split tender and refuses overpayment', async () => {
    const res = await create(cashier, {
      type: 'pos',
      status: 'completed',
      lines: lines(),
      payments: [
        { method: 'card', amount: 3000, reference: 'AUTH123' },
        { method: 'cash', amount: 1200, tendered: 1200 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order[0].payments.map((p: { method: string }) => p.method)).toEqual(['card', 'cash']);
    const over = await create(cashier, {
      type: 'pos',
      lines: lines(),
      payments: [{ method: 'card', amount: 5000 }],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields).toHaveProperty('payments');
    const badTender = await create(cashier, {
      type: 'pos',
      lines: lines(),
      payments: [{ method: 'cash', amount: 4200, tendered: 100 }],
    });
    expect(badTender.statusCode).toBe(400);
  });

  it('prices modifiers into the line and keeps a snapshot of names and prices', async () => {
    const group = await t.db
      .insertInto('modifierGroups')
      .values({ nameEn: 'Extras', nameAr: 'إضافات', minSelect: 0, maxSelect: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [oil, bread] = await t.db
      .insertInto('modifiers')
      .values([
        { groupId: group.id, nameEn: 'Extra olive oil', nameAr: 'زيت زيتون إضافي', price: 250, active: 1 },
        { groupId: group.id, nameEn: 'Extra bread', nameAr: 'خبز إضافي', price: 100, active: 1 },
      ])
      .returning('id')
      .execute();
    await t.db.insertInto('productModifierGroups').values({ productId: hummus, groupId: group.id }).execute();
    const res = await create(cashier, {
      type: 'pos',
      lines: [
        { productId: hummus, quantity: 2, modifierIds: [oil!.id, bread!.id], note: 'no parsley' },
        { productId: falafel, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [line] = res.json().order[0].lines;
    expect(line).toMatchObject({ modifiersTotal: 350, lineTotal: 3700, note: 'no parsley' });
    expect(line.modifiers).toEqual([
      { id: oil!.id, nameEn: 'Extra olive oil', nameAr: 'زيت زيتون إضافي', price: 250 },
      { id: bread!.id, nameEn: 'Extra bread', nameAr: 'خبز إضافي', price: 100 },
    ]);
    expect(res.json().order[0].total).toBe(4900);
    await t.db.updateTable('modifiers').set({ price: 999 }).where('id', '=', oil!.id).execute();
    const again = (
      await t.app.inject({ url: `/v1/orders/${res.json().order[0].id}`, headers: cashier })
    ).json().order;
    expect(again.lines[0].modifiers[0].price).toBe(250);
    const foreign = await create(cashier, {
      type: 'pos',
      lines: [{ productId: falafel, quantity: 1, modifierIds: [oil!.id] }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields).toHaveProperty('lines.0.modifierIds');
  });

  it('puts a debit order on the customer account and settles it', async () => {
    const customer = await t.db
      .selectFrom('customers')
      .select(['id', 'balance'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const noCustomer = await create(cashier, { type: 'debit', lines: lines() });
    expect(noCustomer.statusCode).toBe(422);
    expect(noCustomer.json().error.fields).toHaveProperty('customerId');
    const o = (
      await create(cashier, { type: 'debit', customerId: customer.id, status: 'completed', lines: lines() })
    ).json().order[0];
    expect(o).toMatchObject({ status: 'completed', paidTotal: 4200 });
    expect(o.payments).toEqual([expect.objectContaining({ method: 'account', amount: 4200 })]);
    const owed = (
      await t.db
        .selectFrom('customers')
        .select('balance')
        .where('id', '=', customer.id)
        .executeTakeFirstOrThrow()
    ).balance;
    expect(owed).toBe(customer.balance + 4200);
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: `/v1/customers/settle/${customer.id}`,
      headers: cashier,
      payload: { amount: owed + 1, method: 'cash' },
    });
    expect(tooMuch.statusCode).toBe(422);
    const settle = await t.app.inject({
      method: 'POST',
      url: `/v1/customers/settle/${customer.id}`,
      headers: cashier,
      payload: { amount: 4200, method: 'card' },
    });
    expect(settle.statusCode).toBe(200);
    expect(settle.json()).toMatchObject({ balance: owed - 4200, payment: { method: 'card', amount: 4200 } });
  });

  it('needs approval for a large discount, and payments.take for payments', async () => {
    const big = await create(cashier, {
      type: 'pos',
      lines: lines(),
      discount: { type: 'percent', value: 5000 },
    });
    expect(big.statusCode).toBe(403);
    // Said in the cashier's words: no internal permission name.
    expect(big.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'A discount this large needs a manager’s approval.',
      fields: { discount: 'Needs approval' },
    });
    const bigAr = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers: { ...cashier, 'accept-language': 'ar' },
      payload: { type: 'pos', lines: lines(), discount: { type: 'percent', value: 5000 } },
    });
    expect(bigAr.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'خصم بهذا الحجم يتطلب موافقة المدير.',
      fields: { discount: 'يتطلب موافقة' },
    });
    const small = await create(cashier, {
      type: 'pos',
      lines: lines(),
      discount: { type: 'percent', value: 1000 },
    });
    expect(small.json().order[0]).toMatchObject({ discountTotal: 420, total: 3780 });
    const byOwner = await create(owner, {
      type: 'pos',
      lines: lines(),
      discount: { type: 'amount', value: 99999 },
    });
    expect(byOwner.json().order[0]).toMatchObject({ discountTotal: 4200, total: 0 });
    const waiter = bearer(await t.userWithRole('waiter'));
    const noPay = await create(waiter, {
      type: 'pos',
      lines: lines(),
      payments: [{ method: 'cash', amount: 100 }],
    });
    expect(noPay.statusCode).toBe(403);
    expect((await create(waiter, { type: 'pos', lines: lines() })).statusCode).toBe(200);
  });

  it('lists and filters orders; rejects unknown values and bad carts', async () => {
    const list = await t.app.inject({ url: '/v1/orders?type=pos&perPage=2', headers: cashier });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.orders).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
    expect(body.orders.every((o: { type: string }) => o.type === 'pos')).toBe(true);
    expect((await t.app.inject({ url: '/v1/orders?type=takeaway', headers: cashier })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/v1/orders?from=yesterday', headers: cashier })).statusCode).toBe(400);
    const open = (await t.app.inject({ url: '/v1/orders/list', headers: cashier })).json().orders as {
      status: string;
    }[];
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((o) => ['new', 'in-progress', 'in-delivery'].includes(o.status))).toBe(true);

    expect((await create(cashier, { type: 'pos', lines: [] })).statusCode).toBe(400);
    expect(
      (await create(cashier, { type: 'pos', lines: [{ productId: hummus, quantity: 0 }] })).statusCode,
    ).toBe(400);
    const unknown = await create(cashier, { type: 'pos', lines: [{ productId: 987654, quantity: 1 }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toHaveProperty('lines.0.productId');
    expect((await t.app.inject({ url: '/v1/orders/999999', headers: cashier })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/v1/orders' })).statusCode).toBe(401);
    const kitchen = bearer(await t.userWithRole('kitchen'));
    expect((await create(kitchen, { type: 'pos', lines: lines() })).statusCode).toBe(403);
  });

  it('shows the kitchen no customer or delivery address, and no orders by customer', async () => {
    const customer = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/customers/create',
        headers: owner,
        payload: { name: 'Home Guest', phone: '0555123987', address: '12 Palm Street' },
      })
    ).json().customer;
    const order = (
      await create(cashier, { type: 'delivery', customerId: customer.id, lines: lines() })
    ).json().order[0];
    expect(order).toMatchObject({ customerId: customer.id, deliveryAddress: '12 Palm Street' });
    const cook = bearer(await t.userWithRole('kitchen'));
    const reads = [
      (await t.app.inject({ url: `/v1/orders/${order.id}`, headers: cook })).json().order,
      (await t.app.inject({ url: '/v1/orders/list', headers: cook }))
        .json()
        .orders.find((o: { id: number }) => o.id === order.id),
      (await t.app.inject({ url: '/v1/orders?type=delivery', headers: cook }))
        .json()
        .orders.find((o: { id: number }) => o.id === order.id),
    ];
    for (const seen of reads)
      expect(seen).toMatchObject({ id: order.id, customerId: null, deliveryAddress: null });
    const byCustomer = await t.app.inject({ url: `/v1/orders?customerId=${customer.id}`, headers: cook });
    expect(byCustomer.statusCode).toBe(403);
    // Staff who see customers still see both.
    const mine = (await t.app.inject({ url: `/v1/orders/${order.id}`, headers: cashier })).json().order;
    expect(mine).toMatchObject({ customerId: customer.id, deliveryAddress: '12 Palm Street' });
  });
});
