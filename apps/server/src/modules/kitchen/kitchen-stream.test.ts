import type { AddressInfo } from 'node:net';
import type { EventFrameMeta, KitchenResponse, KitchenTicket, Order } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type CashierApp } from '../../app.ts';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { openStream, type Frame } from '../../test/sse.ts';

/**
 * A kitchen screen follows the events stream. On PostgreSQL the till and the screen talk to two
 * server instances on one database; on both engines the screen's stream is cut mid-service and
 * resumed, and what it holds then must be exactly the server's tickets: none missing, none twice.
 */
describe.each(engines())('the kitchen screen over a real stream on %s', (engine) => {
  let t: TestContext;
  /** The instance the kitchen screen talks to: a second server on PostgreSQL, the same on SQLite. */
  let screenApp: CashierApp;
  let port: number;
  let till: Record<string, string>;
  let cookToken: string;
  let tawook: number;

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    screenApp = engine === 'postgres' ? await buildApp(t.config, { logger: false }) : t.app;
    await screenApp.listen({ port: 0, host: '127.0.0.1' });
    port = (screenApp.server.address() as AddressInfo).port;
    till = bearer(await t.login());
    cookToken = await t.userWithRole('kitchen');
    tawook = await t.productId('Shish Tawook');
  });
  afterAll(async () => {
    if (screenApp !== t.app) await screenApp.close();
    await t.close();
  });

  const create = async (quantity: number): Promise<Order> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers: till,
      payload: { type: 'pos', lines: [{ productId: tawook, quantity }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ order: Order[] }>().order[0]!;
  };
  const ticketFor = (orderId: number) => (f: Frame) =>
    f.event === 'kitchen.ticket' && (f.data as unknown as KitchenTicket).orderId === orderId;

  it('shows a ticket fired on another instance, and after a cut exactly the server’s tickets', async () => {
    // What the screen holds: the snapshot, then every ticket event, the newest version winning.
    const snapshot = (
      await screenApp.inject({ method: 'GET', url: '/v1/kitchen/tickets', headers: bearer(cookToken) })
    ).json<KitchenResponse>();
    const held = new Map(snapshot.tickets.map((k) => [k.id, k]));
    const apply = (frames: Frame[]) => {
      for (const f of frames) {
        if (f.event !== 'kitchen.ticket') continue;
        // The stream adds when it happened (`at`) and which tab caused it (`origin`) to every payload.
        const { at: _at, origin: _origin, ...k } = f.data as unknown as KitchenTicket & EventFrameMeta;
        const had = held.get(k.id);
        if (had && had.version >= k.version) continue;
        if (k.bumpedAt) held.delete(k.id);
        else held.set(k.id, k);
      }
    };

    const live = await openStream(port, cookToken, snapshot.eventId);
    const first = await create(1);
    const frame = await live.until(ticketFor(first.id));
    expect((frame.data as unknown as KitchenTicket).items[0]).toMatchObject({
      nameEn: 'Shish Tawook',
      quantity: 1,
    });
    live.close();
    apply(live.frames);
    const lastSeen = live.frames.at(-1)!.id;

    // While the screen is cut off: another order, a change to the first, and a cancel.
    const second = await create(2);
    await t.app.inject({
      method: 'PUT',
      url: '/v1/orders/update',
      headers: till,
      payload: { id: first.id, version: first.version, lines: [{ productId: tawook, quantity: 3 }] },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/v1/orders/update',
      headers: till,
      payload: { id: second.id, version: second.version, status: 'canceled', cancelReason: 'Left' },
    });
    const [bumpable] = (
      await t.app.inject({ method: 'GET', url: '/v1/kitchen/tickets', headers: bearer(cookToken) })
    ).json<KitchenResponse>().tickets;
    await t.app.inject({
      method: 'POST',
      url: '/v1/kitchen/tickets/bump',
      headers: bearer(cookToken),
      payload: { ticketId: bumpable!.id },
    });

    // Back online, resuming where it stopped: every missed change arrives once, in order.
    const resumed = await openStream(port, cookToken, lastSeen);
    const { eventId } = (
      await t.app.inject({ method: 'GET', url: '/v1/kitchen/tickets', headers: bearer(cookToken) })
    ).json<KitchenResponse>();
    await resumed.until((f) => f.id >= eventId);
    resumed.close();
    const ids = resumed.frames.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    apply(resumed.frames);
    const server = (
      await screenApp.inject({ method: 'GET', url: '/v1/kitchen/tickets', headers: bearer(cookToken) })
    ).json<KitchenResponse>();
    expect([...held.values()].sort((a, b) => a.id - b.id)).toEqual(server.tickets);
  });
});
