import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { RETENTION, RetentionService } from '../retention/index.ts';

const cart = (total: number) => ({
  phase: 'cart',
  lines: [{ nameEn: 'Tea', nameAr: 'شاي', quantity: 1, total }],
  subtotal: total,
  discount: 0,
  tax: 0,
  total,
});

/** Display rows and their events do not grow with the pushes: one row a display, events kept briefly. */
describe.each(engines())('counter display retention on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(() => t.close());

  const push = (code: string, token: string, total: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/displays/${code}`,
      headers: bearer(token),
      payload: cart(total),
    });
  const rows = () => t.db.selectFrom('displays').select(['code', 'total']).orderBy('code').execute();
  const displayEvents = async () =>
    Number(
      (
        await t.db
          .selectFrom('events')
          .select((e) => e.fn.countAll().as('n'))
          .where('topic', '=', 'display.updated')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('keeps one row per display however many pushes, and one display per till', async () => {
    const tills = await Promise.all([1, 2, 3].map(() => t.userWithRole('cashier')));
    const codes = ['RETAAA', 'RETBBB', 'RETCCC'];
    for (let i = 0; i < 60; i++) {
      const res = await push(codes[i % 3]!, tills[i % 3]!, 100 + i);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await rows()).toEqual([
      { code: 'RETAAA', total: 157 },
      { code: 'RETBBB', total: 158 },
      { code: 'RETCCC', total: 159 },
    ]);
    // A till pairing with another display lets go of the one it had.
    expect((await push('RETDDD', tills[0]!, 1)).statusCode).toBe(200);
    expect((await rows()).map((r) => r.code)).toEqual(['RETBBB', 'RETCCC', 'RETDDD']);
    expect(await displayEvents()).toBe(61);
  });

  it('prunes display events after minutes and idle displays after a day, keeping the newest event', async () => {
    const retention = new RetentionService(t.db, t.config, t.app.log);
    const others = async () =>
      Number(
        (
          await t.db
            .selectFrom('events')
            .select((e) => e.fn.countAll().as('n'))
            .where('topic', '<>', 'display.updated')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await others();
    // Within both windows nothing goes.
    let pruned = await retention.prune(Date.now() + RETENTION.displayEvents / 2);
    expect(pruned).toMatchObject({ displays: 0, displayEvents: 0 });
    // Past the events' window, every display event but the newest row of the outbox goes.
    pruned = await retention.prune(Date.now() + RETENTION.displayEvents + 60_000);
    expect(pruned.displayEvents).toBe(60);
    expect(await displayEvents()).toBe(1);
    expect(await others()).toBe(before);
    expect((await rows()).length).toBe(3);
    // Past a day, the displays nobody pushed to go too; the next push makes the row again.
    pruned = await retention.prune(Date.now() + RETENTION.displays + 60_000);
    expect(pruned.displays).toBe(3);
    expect(await rows()).toEqual([]);
  });
});
