import type { Order } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { printingDone } from '../../test/print-jobs.ts';
import { decodeEscPos, TestPrinter, textOf } from '../../test/test-printer.ts';

type Headers = Record<string, string>;

describe.each(engines())('kitchen tickets on paper on %s', (engine) => {
  let t: TestContext;
  let owner: Headers;
  let hummus: number;
  let tawook: number;
  /** Text-mode printers in an English restaurant: their tickets read back as text. */
  const fakes: Record<'grill' | 'cold' | 'all', TestPrinter> = {} as never;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    const { stations } = (await t.app.inject({ url: '/v1/stations', headers: owner })).json<{
      stations: { id: number; nameEn: string }[];
    }>();
    const stationId = (name: string) => stations.find((s) => s.nameEn === name)!.id;
    const add = async (name: keyof typeof fakes, kind: string, station: number | null) => {
      fakes[name] = await TestPrinter.start();
      const payload = {
        name,
        kind,
        connection: 'network',
        host: '127.0.0.1',
        port: fakes[name].port,
        mode: 'text',
        stationId: station,
      };
      const res = await t.app.inject({ method: 'POST', url: '/v1/printers/create', headers: owner, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await add('grill', 'kitchen', stationId('Grill'));
    await add('cold', 'kitchen', stationId('Cold'));
    await add('all', 'bar', null);
    hummus = await t.productId('Hummus');
    tawook = await t.productId('Shish Tawook');
  });
  afterAll(async () => {
    await Promise.all(Object.values(fakes).map((f) => f.close()));
    await t.close();
  });

  const call = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method, url, headers: owner, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ order: Order[] }>().order[0]!;
  };
  /** How many of each printer's tickets the test has read. */
  const read = new Map<TestPrinter, number>();
  /** The text of the next `n` tickets a printer receives. */
  const next = async (fake: TestPrinter, n: number) => {
    const before = read.get(fake) ?? 0;
    read.set(fake, before + n);
    const jobs = await fake.waitForJobs(before + n);
    return jobs.slice(before, before + n).map((b) => textOf(decodeEscPos(b)));
  };

  it('prints each station its dishes on Send, then ADD, VOID and a cancel, each once', async () => {
    const table = (
      await t.db.selectFrom('diningTables').select('name').orderBy('id').executeTakeFirstOrThrow()
    ).name;
    const tableId = (
      await t.db.selectFrom('diningTables').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const order = await call('POST', '/v1/orders/create', {
      type: 'pos',
      tableId,
      note: 'Birthday',
      lines: [
        { productId: hummus, quantity: 2, seat: 1 },
        { productId: tawook, quantity: 1, note: 'Well done', seat: 2 },
      ],
    });
    const [grill] = await next(fakes.grill, 1);
    expect(grill).toContain(`#${order.ticketNumber}`);
    expect(grill).toContain('1 x Shish Tawook');
    expect(grill).toContain('Note: Well done');
    expect(grill).toMatch(/Seat 2, Course \d/);
    expect(grill).toContain(`Table ${table}`);
    expect(grill).toContain('Note: Birthday');
    expect(grill).not.toContain('Hummus');
    const [cold] = await next(fakes.cold, 1);
    expect(cold).toContain('2 x Hummus');
    expect(cold).not.toContain('Tawook');
    const everything = (await next(fakes.all, 2)).join('\n');
    expect(everything).toContain('2 x Hummus');
    expect(everything).toContain('1 x Shish Tawook');

    // One more tawook: an addition at the grill only.
    const lines = order.lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      quantity: l.quantity,
      seat: l.seat,
      note: l.note,
    }));
    const tawookLine = lines.find((l) => l.productId === tawook)!;
    const added = await call('PUT', '/v1/orders/update', {
      id: order.id,
      version: order.version,
      lines: lines.map((l) => (l === tawookLine ? { ...l, quantity: 2 } : l)),
    });
    const [addition] = await next(fakes.grill, 1);
    expect(addition).toMatch(/^\s*ADD$/m);
    expect(addition).toContain('1 x Shish Tawook');

    // The hummus removed: a VOID at the cold station.
    const voided = await call('PUT', '/v1/orders/update', {
      id: order.id,
      version: added.version,
      lines: lines
        .filter((l) => l !== lines.find((x) => x.productId === hummus))
        .map((l) => (l.productId === tawook ? { ...l, quantity: 2 } : l)),
    });
    const [cut] = await next(fakes.cold, 1);
    expect(cut).toMatch(/^\s*VOID$/m);
    expect(cut).toContain('2 x Hummus');

    // Cancelled: every station still holding dishes hears it.
    await call('PUT', '/v1/orders/update', {
      id: order.id,
      version: voided.version,
      status: 'canceled',
      cancelReason: 'Guest left',
    });
    const [cancel] = await next(fakes.grill, 1);
    expect(cancel).toMatch(/^\s*ORDER CANCELLED$/m);
    // Both tawooks, sent on the first ticket and on the addition, are called off.
    const called = [...cancel!.matchAll(/(\d) x Shish Tawook/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(called).toBe(2);
    await printingDone(t.db, Object.values(fakes));
    expect(fakes.grill.jobs).toHaveLength(3);
    expect(fakes.cold.jobs).toHaveLength(2);
    expect(fakes.all.jobs).toHaveLength(5);
  });

  it('prints nothing for a parked order, and its tickets when it is sent', async () => {
    await printingDone(t.db, [fakes.grill]);
    const before = fakes.grill.jobs.length;
    read.set(fakes.grill, before);
    const held = await call('POST', '/v1/orders/create', {
      type: 'hold',
      lines: [{ productId: tawook, quantity: 1 }],
    });
    await printingDone(t.db, [fakes.grill]);
    expect(fakes.grill.jobs).toHaveLength(before);
    await call('PUT', '/v1/orders/update', { id: held.id, version: held.version, type: 'pos' });
    expect(await next(fakes.grill, 1)).toEqual([expect.stringContaining('1 x Shish Tawook')]);
  });

  it('in an Arabic restaurant, a ticket is one picture the paper’s width, no printer text', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/settings/update',
      headers: owner,
      payload: { values: { default_language: 'ar' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    await printingDone(t.db, [fakes.grill]);
    read.set(fakes.grill, fakes.grill.jobs.length);
    await call('POST', '/v1/orders/create', { type: 'pos', lines: [{ productId: tawook, quantity: 1 }] });
    const before = read.get(fakes.grill)!;
    const [bytes] = (await fakes.grill.waitForJobs(before + 1)).slice(before);
    const ops = decodeEscPos(bytes!);
    // Text mode prints Latin as text; Arabic is drawn, right to left, as 80 mm of dots.
    expect(ops.filter((o) => o.op === 'text')).toEqual([]);
    const rasters = ops.filter((o) => o.op === 'raster');
    expect(rasters.length).toBeGreaterThan(0);
    expect(rasters.every((r) => r.op === 'raster' && r.width === 576)).toBe(true);
  });
});
