import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { expectRollupsRebuilt } from '../../test/rollups.ts';

/*
 * Sales closing, orders cancelled and sign-ins failing all at once, from three users on the same
 * products, day and quarter hour: every write lands on the same rollup rows. On PostgreSQL these
 * are concurrent transactions; nothing may be lost, counted twice or deadlock.
 */
describe.each(engines())('the report rollups under concurrent writers on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
  });
  afterAll(() => t.close());

  it('count every sale, void and sign-in exactly once', async () => {
    const users = [
      bearer(await t.login()),
      bearer(await t.userWithRole('manager')),
      bearer(await t.userWithRole('manager')),
    ];
    const products = [await t.productId('Hummus'), await t.productId('Falafel (6 pcs)')];
    const open = [];
    for (let i = 0; i < 18; i++) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/v1/orders/create',
        headers: users[i % 3]!,
        payload: { type: 'pos', lines: products.map((productId) => ({ productId, quantity: 1 + (i % 2) })) },
      });
      expect(made.statusCode, made.body).toBe(200);
      open.push(made.json().order[0] as { id: number; version: number; total: number });
    }
    const answers = await Promise.all([
      ...open.map((o, i) =>
        t.app.inject({
          method: 'PUT',
          url: '/v1/orders/update',
          headers: users[i % 3]!,
          payload:
            i % 6 === 5
              ? { id: o.id, version: o.version, status: 'canceled', cancelReason: 'Guest left' }
              : {
                  id: o.id,
                  version: o.version,
                  status: 'completed',
                  payments: [{ method: i % 2 ? 'card' : 'cash', amount: o.total, tendered: null }],
                },
        }),
      ),
      ...Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: 'nobody@test.local', password: 'Wrong-pass-123' },
        }),
      ),
    ]);
    expect(answers.slice(0, open.length).map((a) => a.statusCode)).toEqual(open.map(() => 200));
    await expectRollupsRebuilt(t.db, engine, 'Asia/Riyadh');
    const day = await t.db
      .selectFrom('salesDays')
      .select((eb) => eb.fn.sum<number>('orders').as('n'))
      .executeTakeFirstOrThrow();
    const voids = await t.db
      .selectFrom('salesVoids')
      .select((eb) => eb.fn.sum<number>('voids').as('n'))
      .executeTakeFirstOrThrow();
    expect([Number(day.n), Number(voids.n)]).toEqual([15, 3]);
  });
});
