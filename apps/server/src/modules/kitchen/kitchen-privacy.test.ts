import type { AddressInfo } from 'node:net';
import type { KitchenResponse, KitchenTicket, Order } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { openStream } from '../../test/sse.ts';

const PHONE = '0551234987';
const ADDRESS = 'Villa 9, Palm Street, Al Olaya';
const NAME = 'Hidden Guest';

/**
 * The kitchen cooks without the guest's details: a delivery order for a customer with a phone and
 * an address reaches a kitchen-role user, on every kitchen route and on every event its stream
 * carries, without the phone, the address or the customer's name.
 */
describe.each(engines())('what the kitchen sees of a guest on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let cookToken: string;
  let cook: Record<string, string>;
  let port: number;

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    owner = bearer(await t.login());
    cookToken = await t.userWithRole('kitchen');
    cook = bearer(cookToken);
  });
  afterAll(() => t.close());

  const leaks = (body: string) =>
    [PHONE, PHONE.slice(1), ADDRESS, 'Palm Street', NAME].filter((secret) => body.includes(secret));

  it('shows a delivery order’s dishes with no phone, address or name', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/v1/kitchen/tickets', headers: cook })
    ).json<KitchenResponse>();
    const stream = await openStream(port, cookToken, before.eventId);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/customers/create',
      headers: owner,
      payload: { name: NAME, phone: PHONE, address: ADDRESS },
    });
    expect(created.statusCode, created.body).toBe(200);
    const customerId = created.json<{ customer: { id: number } }>().customer.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers: owner,
      payload: {
        type: 'delivery',
        customerId,
        deliveryAddress: ADDRESS,
        lines: [{ productId: await t.productId('Shish Tawook'), quantity: 2 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<{ order: Order[] }>().order[0]!;

    const read = await t.app.inject({ method: 'GET', url: '/v1/kitchen/tickets', headers: cook });
    expect(read.statusCode).toBe(200);
    const ticket = read.json<KitchenResponse>().tickets.find((k) => k.orderId === order.id)!;
    expect(ticket.orderType).toBe('delivery');
    const bodies = [read.body];
    const act = async (url: string, payload: Record<string, unknown>) => {
      const answer = await t.app.inject({ method: 'POST', url, headers: cook, payload });
      expect(answer.statusCode, answer.body).toBe(200);
      bodies.push(answer.body);
      return answer.json<{ ticket: KitchenTicket }>().ticket;
    };
    await act('/v1/kitchen/tickets/start', { ticketId: ticket.id });
    await act('/v1/kitchen/items/done', { itemId: ticket.items[0]!.id, done: true });
    await act('/v1/kitchen/tickets/bump', { ticketId: ticket.id });
    const last = await act('/v1/kitchen/tickets/recall', { ticketId: ticket.id });
    const board = await t.app.inject({ method: 'GET', url: '/v1/kitchen/board', headers: cook });
    expect(board.statusCode).toBe(200);
    bodies.push(board.body);

    await stream.until(
      (f) => f.event === 'kitchen.ticket' && (f.data as unknown as KitchenTicket).version === last.version,
    );
    stream.close();
    // The stream carried the order's own events too (the kitchen role reads orders).
    expect(stream.frames.map((f) => f.event)).toEqual(
      expect.arrayContaining(['order.created', 'kitchen.ticket']),
    );
    expect(stream.frames.some((f) => f.event.startsWith('customer.'))).toBe(false);
    for (const body of [...bodies, ...stream.frames.map((f) => JSON.stringify(f.data))]) {
      expect(leaks(body), body).toEqual([]);
    }
  });
});
