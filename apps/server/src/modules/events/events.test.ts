import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { listen } from '../../test/sse.ts';

describe.each(engines())('event stream on %s', (engine) => {
  let t: TestContext;
  let token: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestContext(engine);
    token = await t.login();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const create = (nameEn: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: bearer(token),
      payload: { nameEn, nameAr: 'ع' },
    });

  it('pushes a change to a live stream as it commits', async () => {
    const frames = await listen(port, token, 1);
    const res = await create('Live');
    const id = res.json().category.id as number;
    const [frame] = await frames.take();
    expect(frame).toMatchObject({ event: 'category.created', data: { id } });
  });

  it("carries the writing tab's client id as the event's origin, live and replayed", async () => {
    const frames = await listen(port, token, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: { ...bearer(token), 'x-client-id': 'tab_A-12345678' },
      payload: { nameEn: 'From a tab', nameAr: 'ع' },
    });
    const [frame] = await frames.take();
    expect(frame).toMatchObject({ data: { id: res.json().category.id, origin: 'tab_A-12345678' } });
    const replayed = await listen(port, token, 1, frame!.id - 1);
    expect((await replayed.take())[0]).toMatchObject({ data: { origin: 'tab_A-12345678' } });
  });

  it('ignores a client id that is not one: the write succeeds with no origin', async () => {
    for (const bad of ['short', 'x'.repeat(65), 'has space in it', 'semi;colon1', 'dot.ted.id12']) {
      const frames = await listen(port, token, 1);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/categories/create',
        headers: { ...bearer(token), 'x-client-id': bad },
        payload: { nameEn: `Bad id ${bad.length}${bad.slice(0, 3)}`, nameAr: 'ع' },
      });
      expect(res.statusCode).toBe(200);
      expect((await frames.take())[0]).toMatchObject({ data: { origin: null } });
    }
  });

  it('sends a null origin for a write without a client id', async () => {
    const frames = await listen(port, token, 1);
    await create('No tab');
    expect((await frames.take())[0]).toMatchObject({ data: { origin: null } });
  });

  it('replays what a reconnecting client missed, in order, then goes live', async () => {
    const before = Number(
      (
        await t.db
          .selectFrom('events')
          .select((e) => e.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0,
    );
    await create('Missed 1');
    await create('Missed 2');
    const frames = await listen(port, token, 3, before);
    await create('After reconnect');
    const got = await frames.take();
    expect(got.map((f) => f.event)).toEqual(['category.created', 'category.created', 'category.created']);
    expect(got.map((f) => f.id)).toEqual([...got.map((f) => f.id)].sort((a, b) => a - b));
    expect(got[0]!.id).toBeGreaterThan(before);
  });

  it('starts a new stream from now, not from what was written while nobody listened', async () => {
    for (let i = 0; i < 5; i++) await create(`Before ${i}`);
    const frames = await listen(port, token, 1);
    const id = (await create('Now')).json().category.id as number;
    expect((await frames.take())[0]).toMatchObject({ event: 'category.created', data: { id } });
  });

  it('sends each event only to sessions allowed to read what it names', async () => {
    const cook = await t.userWithRole('kitchen');
    const waiter = await t.userWithRole('waiter');
    const forCook = await listen(port, cook, 1);
    const forWaiter = await listen(port, waiter, 1);
    // A customer is none of the kitchen's business, and a new menu category is the waiter's.
    const customer = await t.app.inject({
      method: 'POST',
      url: '/v1/customers/create',
      headers: bearer(token),
      payload: { name: 'Private Person', phone: '0555000111' },
    });
    expect(customer.statusCode).toBe(200);
    const cat = (await create('For everyone')).json().category.id as number;
    expect((await forCook.take())[0]).toMatchObject({ event: 'category.created', data: { id: cat } });
    expect((await forWaiter.take())[0]).toMatchObject({ event: 'customer.created' });
  });

  it('tells a client resuming from before the kept events to reload, then goes on from now', async () => {
    await create('Old 1');
    await create('Old 2');
    const { max } = await t.db
      .selectFrom('events')
      .select((e) => e.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    // Pruned by retention: the client last saw an event that is no longer kept.
    await t.db.deleteFrom('events').where('id', '<', Number(max)).execute();
    const frames = await listen(port, token, 2, 1);
    const id = (await create('After the reload')).json().category.id as number;
    const [reload, live] = await frames.take();
    expect(reload).toMatchObject({ event: 'reload', id: Number(max) });
    expect(live).toMatchObject({ event: 'category.created', data: { id } });
  });

  it("ends a stream when its user's account is disabled", async () => {
    const email = `gone${Date.now()}@test.local`;
    const roles = await t.db.selectFrom('roles').select(['id', 'name']).execute();
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/users/create',
      headers: bearer(token),
      payload: {
        name: 'Gone',
        email,
        password: 'Staff-pass-123',
        roleId: roles.find((r) => r.name === 'cashier')!.id,
        locale: 'en',
      },
    });
    const user = made.json().user as {
      id: number;
      name: string;
      email: string;
      roleId: number;
      locale: string;
    };
    const theirs = await t.login(email, 'Staff-pass-123');
    // The headers come once the stream is subscribed: from then on the change reaches it.
    let live!: () => void;
    const subscribed = new Promise<void>((resolve) => (live = resolve));
    const ended = new Promise<boolean>((resolve) => {
      http.get(
        { host: '127.0.0.1', port, path: '/v1/events', headers: { authorization: `Bearer ${theirs}` } },
        (res) => {
          live();
          res.resume();
          res.on('end', () => resolve(true));
        },
      );
      setTimeout(() => resolve(false), 6000).unref();
    });
    await subscribed;
    const off = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/update/${user.id}`,
      headers: bearer(token),
      payload: {
        name: user.name,
        email: user.email,
        roleId: user.roleId,
        locale: user.locale,
        active: false,
      },
    });
    expect(off.statusCode).toBe(200);
    expect(await ended).toBe(true);
  });

  it('requires sign-in', async () => {
    expect((await t.app.inject({ url: '/v1/events' })).statusCode).toBe(401);
  });
});
