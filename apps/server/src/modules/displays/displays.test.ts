import type { DisplayState, OutboxEvent } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

const CART = {
  phase: 'cart',
  lines: [
    { nameEn: 'Hummus', nameAr: 'حمص', quantity: 2, total: 3000 },
    { nameEn: 'Tea', nameAr: 'شاي', quantity: 1, total: 500 },
  ],
  subtotal: 3500,
  discount: 0,
  tax: 457,
  total: 3500,
};

/** Counter displays through the API: a till pushes, the display reads and hears it. */
describe.each(engines())('counter displays on %s', (engine) => {
  let t: TestContext;
  let cashier: Record<string, string>;
  let cook: Record<string, string>;
  let waiter: Record<string, string>;

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    cashier = bearer(await t.userWithRole('cashier'));
    cook = bearer(await t.userWithRole('kitchen'));
    waiter = bearer(await t.userWithRole('waiter'));
  });
  afterAll(() => t.close());

  const push = (code: string, payload: unknown, headers = cashier) =>
    t.app.inject({ method: 'PUT', url: `/v1/displays/${code}`, headers, payload: payload as object });
  const read = (code: string, headers = cook) =>
    t.app.inject({ method: 'GET', url: `/v1/displays/${code}`, headers });
  const lastEvent = async () => {
    const row = await t.db.selectFrom('events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { topic: row.topic, payload: JSON.parse(row.payload) as OutboxEvent['payload'] };
  };

  it('reads an unused code as idle, before any till pushed to it', async () => {
    const res = await read('ABCDEF');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ display: DisplayState }>().display).toMatchObject({
      code: 'ABCDEF',
      phase: 'idle',
      lines: [],
      version: 0,
    });
  });

  it('stores a push, emits display.updated with it, and reads back what was pushed', async () => {
    const res = await push('HK7P2M', CART);
    expect(res.statusCode, res.body).toBe(200);
    const pushed = res.json<{ display: DisplayState }>().display;
    expect(pushed).toMatchObject({ ...CART, code: 'HK7P2M', paid: 0, change: 0, version: 1 });
    const event = await lastEvent();
    expect(event.topic).toBe('display.updated');
    expect(event.payload).toEqual(pushed);
    const got = await read('HK7P2M');
    expect(got.json<{ display: DisplayState }>().display).toEqual(pushed);

    // Paid: the change shows, the version counts on; the code is read whatever its case.
    const paid = await push('hk7p2m', { ...CART, phase: 'paid', paid: 5000, change: 1500 });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await read('hk7p2m')).json<{ display: DisplayState }>().display;
    expect(after).toEqual(paid.json<{ display: DisplayState }>().display);
    expect(after).toMatchObject({ phase: 'paid', paid: 5000, change: 1500, version: 2 });
    expect((await lastEvent()).payload).toMatchObject({ code: 'HK7P2M', version: 2, change: 1500 });

    // Idle clears the sale off the screen, whatever came with it.
    await push('HK7P2M', { ...CART, phase: 'idle' });
    const idle = (await read('HK7P2M')).json<{ display: DisplayState }>().display;
    expect(idle).toMatchObject({ phase: 'idle', lines: [], total: 0, version: 3 });
  });

  it('writes no audit row for a push (the sale is audited when saved)', async () => {
    const before = await t.db
      .selectFrom('auditLog')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await push('QRSTUV', CART);
    const after = await t.db
      .selectFrom('auditLog')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a bad code or body with the field named, and changes nothing', async () => {
    for (const code of ['ABC', 'ABCDEFG', 'ABCDE0', 'ABCDE-']) {
      const res = await push(code, CART);
      expect(res.statusCode, code).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
    }
    const bad = [
      { ...CART, phase: 'done' },
      { ...CART, total: 10.5 },
      { ...CART, subtotal: -1 },
      { ...CART, lines: [{ nameEn: '', nameAr: 'حمص', quantity: 1, total: 100 }] },
      { ...CART, lines: [{ nameEn: 'Hummus', nameAr: 'حمص', quantity: 0, total: 100 }] },
      { ...CART, lines: Array.from({ length: 301 }, () => CART.lines[0]) },
      { phase: 'cart' },
    ];
    for (const payload of bad) {
      const res = await push('MNPQRS', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json<{ error: { fields?: object } }>().error.fields).toBeTruthy();
    }
    expect((await read('MNPQRS')).json<{ display: DisplayState }>().display.version).toBe(0);
    const arabic = await t.app.inject({
      method: 'PUT',
      url: '/v1/displays/ABC',
      headers: { ...cashier, 'accept-language': 'ar' },
      payload: CART,
    });
    expect(arabic.json<{ error: { fields: Record<string, string> } }>().error.fields.code).toMatch(
      /[\u0600-\u06ff]/,
    );
  });

  it('lets a till push (orders.create) and a screen read (screens.view), and no one else', async () => {
    expect((await push('WXYZ23', CART, cook)).statusCode).toBe(403);
    expect((await push('WXYZ23', CART, waiter)).statusCode).toBe(200);
    expect((await read('WXYZ23', waiter)).statusCode).toBe(403);
    expect((await read('WXYZ23', cashier)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/displays/WXYZ23' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/v1/displays/WXYZ23', payload: CART })).statusCode,
    ).toBe(401);
  });

  it('lists the active slides of the website for the idle screen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/displays/slides', headers: cook });
    expect(res.statusCode, res.body).toBe(200);
    const { slides } = res.json<{ slides: { titleEn: string }[] }>();
    const active = await t.db
      .selectFrom('sitePages')
      .select('titleEn')
      .where('kind', '=', 'slider')
      .where('active', '=', 1)
      .execute();
    expect(slides.map((s) => s.titleEn).sort()).toEqual(active.map((s) => s.titleEn).sort());
  });
});
