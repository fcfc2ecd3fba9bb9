import type { AddressInfo } from 'node:net';
import {
  DISPLAY_BODY_MAX,
  DISPLAY_LINES_MAX,
  DISPLAY_NAME_MAX,
  MONEY_MAX,
  type DisplayState,
} from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { openStream } from '../../test/sse.ts';

const CART = {
  phase: 'cart',
  lines: [{ nameEn: 'Tea', nameAr: 'شاي', quantity: 1, total: 500 }],
  subtotal: 500,
  discount: 0,
  tax: 65,
  total: 500,
};

/** The largest push the contract takes: every line, every name at its longest, every amount at its top. */
const LARGEST = {
  phase: 'paid',
  lines: Array.from({ length: DISPLAY_LINES_MAX }, (_, i) => ({
    // Three bytes a character in UTF-8: the most a name of this length weighs.
    nameEn: `${i}`.padEnd(DISPLAY_NAME_MAX, '€'),
    nameAr: 'ش'.repeat(DISPLAY_NAME_MAX),
    quantity: 100_000,
    total: MONEY_MAX,
  })),
  subtotal: MONEY_MAX,
  discount: MONEY_MAX,
  serviceCharge: MONEY_MAX,
  tax: MONEY_MAX,
  taxInclusive: false,
  total: MONEY_MAX,
  paid: MONEY_MAX,
  change: MONEY_MAX,
};

/** Four-letter codes the other display suites do not use, one per test. */
let next = 0;
const code = () => `DSP${'ABCDEFGHJKMNPQRSTUVWXYZ'[next++]}${'23456789'[next % 8]}${'KMNP'[next % 4]}`;

/** A display belongs to the till session that paired it; the rest of the world cannot touch it. */
describe.each(engines())('counter display ownership and limits on %s', (engine) => {
  let t: TestContext;
  let port: number;

  beforeAll(async () => {
    t = await createTestContext(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const push = (display: string, token: string, payload: unknown = CART, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/displays/${display}`,
      headers: { ...bearer(token), 'accept-language': lang },
      payload: payload as object,
    });
  const read = async (display: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/displays/${display}`,
      headers: bearer(await t.userWithRole('kitchen')),
    });
    return res.json<{ display: DisplayState }>().display;
  };
  const messageOf = (body: string) => (JSON.parse(body) as { error: { message: string } }).error.message;

  it('lets one of twelve tills racing for a free display have it, and refuses the others', async () => {
    const display = code();
    const tills = await Promise.all(Array.from({ length: 12 }, () => t.userWithRole('cashier')));
    const results = await Promise.all(
      tills.map((token, i) => push(display, token, { ...CART, total: 1000 + i })),
    );
    const won = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(11);
    const state = await read(display);
    expect(state).toMatchObject({ total: 1000 + won[0]!, version: 1 });
    // The winner goes on pushing; a loser still cannot.
    expect((await push(display, tills[won[0]!]!, { ...CART, total: 7 })).statusCode).toBe(200);
    const loser = tills[(won[0]! + 1) % 12]!;
    expect((await push(display, loser)).statusCode).toBe(403);
    expect((await read(display)).total).toBe(7);
  });

  it("refuses a waiter (and the cashier's own other session) on a cashier's display, in both languages", async () => {
    const display = code();
    const cashier = await t.userWithRole('cashier');
    expect((await push(display, cashier)).statusCode).toBe(200);
    const waiter = await t.userWithRole('waiter');
    const hijack = { ...CART, phase: 'paid', paid: 99_999_00, change: 99_999 };
    const en = await push(display, waiter, hijack);
    expect(en.statusCode).toBe(403);
    expect(messageOf(en.body)).toMatch(/paired with another till/);
    const ar = await push(display, waiter, hijack, 'ar');
    expect(ar.statusCode).toBe(403);
    expect(messageOf(ar.body)).toMatch(/[\u0600-\u06ff]/);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/displays/${display}`,
      headers: bearer(waiter),
    });
    expect(del.statusCode).toBe(403);
    expect(await read(display)).toMatchObject({ phase: 'cart', change: 0, version: 1 });
  });

  it('frees a display when its till unpairs or signs out, for the next till told its code', async () => {
    const display = code();
    const first = await t.userWithRole('cashier');
    const second = await t.userWithRole('cashier');
    expect((await push(display, first)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/v1/displays/${display}`,
      headers: bearer(first),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await read(display)).toMatchObject({ phase: 'idle', lines: [], total: 0, version: 2 });
    expect((await push(display, second)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(second) });
    expect((await push(display, first)).statusCode).toBe(200);
  });

  it('sends a push only to the stream of the display it is for', async () => {
    const display = code();
    const cashier = await t.userWithRole('cashier');
    const screen = await openStream(port, await t.userWithRole('kitchen'), undefined, `display=${display}`);
    const otherUser = await openStream(port, await t.userWithRole('kitchen'));
    const otherDisplay = await openStream(
      port,
      await t.userWithRole('kitchen'),
      undefined,
      `display=${code()}`,
    );
    const sameUserPlain = await openStream(port, cashier);
    expect((await push(display, cashier, { ...CART, total: 4242 })).statusCode).toBe(200);
    const got = await screen.until((f) => f.event === 'display.updated');
    expect(got.data).toMatchObject({ code: display, total: 4242 });
    // A later event every stream hears marks the point by which the push would have arrived.
    const owner = await t.login();
    await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: bearer(owner),
      payload: { nameEn: `Marker ${display}`, nameAr: 'ع' },
    });
    for (const stream of [otherUser, otherDisplay, sameUserPlain]) {
      await stream.until((f) => f.event === 'category.created');
      expect(stream.frames.filter((f) => f.event === 'display.updated')).toEqual([]);
      expect(JSON.stringify(stream.frames)).not.toContain(display);
      stream.close();
    }
    screen.close();
  });

  it('takes the largest push the contract allows, amounts beyond 2^31 included, and reads it back', async () => {
    const display = code();
    const till = await t.userWithRole('cashier');
    const res = await push(display, till, LARGEST);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const state = await read(display);
    expect(state).toMatchObject({ total: MONEY_MAX, change: MONEY_MAX, paid: MONEY_MAX });
    expect(state.lines).toEqual(LARGEST.lines);
    // The same push with every non-ASCII character escaped, the heaviest way to write it.
    const escaped = JSON.stringify(LARGEST).replace(
      /[^\x20-\x7e]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    expect(escaped.length).toBeLessThan(DISPLAY_BODY_MAX);
    const heavy = await t.app.inject({
      method: 'PUT',
      url: `/v1/displays/${display}`,
      headers: { ...bearer(till), 'content-type': 'application/json' },
      payload: escaped,
    });
    expect(heavy.statusCode, heavy.body.slice(0, 300)).toBe(200);
  });

  it('refuses one line, one character or one byte more than the limit, and changes nothing', async () => {
    const display = code();
    const till = await t.userWithRole('cashier');
    const line = LARGEST.lines[0]!;
    const over = [
      { ...LARGEST, lines: [...LARGEST.lines, line] },
      { ...LARGEST, lines: [{ ...line, nameAr: 'ش'.repeat(DISPLAY_NAME_MAX + 1) }] },
      { ...LARGEST, total: MONEY_MAX + 1 },
    ];
    for (const payload of over) {
      const res = await push(display, till, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { fields?: object } }>().error.fields).toBeTruthy();
    }
    const big = await t.app.inject({
      method: 'PUT',
      url: `/v1/displays/${display}`,
      headers: { ...bearer(till), 'content-type': 'application/json' },
      payload: JSON.stringify(CART).replace('{', `{${' '.repeat(DISPLAY_BODY_MAX)}`),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json<{ error: { code: string } }>().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await read(display)).version).toBe(0);
  });
});
