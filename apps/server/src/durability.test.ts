import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from './config.ts';
import { createDb } from './db/kysely.ts';
import { engines } from './test/harness.ts';
import {
  buildServer,
  processDatabase,
  productIds,
  signIn,
  startServer,
  type ServerProcess,
} from './test/server-process.ts';

const CLIENTS = 8;
const KILLS = 3;
/** Every order of this test carries its key in its note, so orders are counted per key. */
const NOTE = 'kill-9 test ';

/** One order create as a till would send it, and what became of it. */
interface Attempt {
  key: string;
  body: Record<string, unknown>;
  /** The order id the server answered; undefined while unacknowledged. */
  orderId?: number;
}

function newAttempt(client: number, products: number[]): Attempt {
  const key = randomUUID();
  const pick = () => products[Math.floor(Math.random() * products.length)]!;
  const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({
    productId: pick(),
    quantity: 1 + Math.floor(Math.random() * 3),
  }));
  // Half the tills also send the key as the order's uuid, half rely on the header alone.
  const body = { type: 'pos', note: `${NOTE}${key}`, lines, ...(client % 2 ? { uuid: key } : {}) };
  return { key, body };
}

/** Sends the create; the order id when the answer came back whole, null when the request failed. */
async function send(server: ServerProcess, token: string, attempt: Attempt): Promise<number | null> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${server.url}/v1/orders/create`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': attempt.key,
      },
      body: JSON.stringify(attempt.body),
    });
    text = await res.text();
  } catch {
    return null;
  }
  if (res.status !== 200) throw new Error(`order create answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { order: { id: number }[] }).order[0]!.id;
}

/**
 * Eight tills creating orders as fast as answers come; the server is SIGKILLed just after the
 * `killAt`-th answer of this round arrives. Answers cover every attempt the server acknowledged
 * (a full 200) and every one cut short or refused by the kill, whose fate is unknown.
 */
async function loadUntilKilled(server: ServerProcess, token: string, products: number[], killAt: number) {
  const acked: Attempt[] = [];
  const unknown: Attempt[] = [];
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill('SIGKILL');
  };
  const till = async (client: number) => {
    while (!killed) {
      const attempt = newAttempt(client, products);
      const orderId = await send(server, token, attempt).catch((error: unknown) => {
        kill();
        throw error;
      });
      if (orderId === null) {
        if (!killed) {
          kill();
          throw new Error('an order create failed before the kill');
        }
        unknown.push(attempt);
        return;
      }
      attempt.orderId = orderId;
      acked.push(attempt);
      // The kill lands a few milliseconds after the target answer, while the tills keep sending:
      // sometimes between a commit and its answer.
      if (acked.length === killAt) setTimeout(kill, Math.random() * 15);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, client) => till(client)));
  return { acked, unknown };
}

/** Order ids per key, read straight from the database. */
async function ordersByKey(engine: Engine, url: string): Promise<Map<string, number[]>> {
  const db = createDb({ engine, databaseUrl: url });
  try {
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'note'])
      .where('note', 'like', `${NOTE}%`)
      .orderBy('id')
      .execute();
    const byKey = new Map<string, number[]>();
    for (const { id, note } of rows) {
      const key = note!.slice(NOTE.length);
      byKey.set(key, [...(byKey.get(key) ?? []), id]);
    }
    return byKey;
  } finally {
    await db.destroy();
  }
}

/** Runs `work` over `items`, CLIENTS at a time. */
async function eachConcurrently<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
}

describe.each(engines())('kill -9 under load on %s', (engine) => {
  let build: ReturnType<typeof buildServer>;
  beforeAll(() => {
    build = buildServer();
  });
  afterAll(() => build.remove());

  it(`keeps every acknowledged order exactly once across ${KILLS} kills, and retries create nothing new`, async () => {
    const database = await processDatabase(engine);
    let server = await startServer(build.main, database);
    try {
      const token = await signIn(server);
      const products = await productIds(server, token);
      const acked: Attempt[] = [];
      for (let kill = 1; kill <= KILLS; kill++) {
        const killAt = 20 + Math.floor(Math.random() * 60);
        const round = await loadUntilKilled(server, token, products, killAt);
        expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
        acked.push(...round.acked);
        server = await startServer(build.main, database);

        const before = await ordersByKey(engine, database.url);
        const lost = acked.filter((a) => !before.get(a.key)?.includes(a.orderId!)).length;
        const doubled = [...before.values()].filter((ids) => ids.length > 1).length;
        const committed = round.unknown.filter((a) => before.has(a.key)).length;
        console.log(
          `kill -9 #${kill} on ${engine}: ${round.acked.length} orders acknowledged this run ` +
            `(${acked.length} in all), ${lost} lost, ${doubled} doubled; ` +
            `${round.unknown.length} in flight at the kill, ${committed} of them committed`,
        );
        expect(lost).toBe(0);
        expect(doubled).toBe(0);
        for (const a of acked) expect(before.get(a.key)).toEqual([a.orderId]);
        const found = await fetch(`${server.url}/v1/orders/${round.acked[0]!.orderId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(found.status).toBe(200);

        // Retrying every acknowledged create answers its order and creates nothing.
        await eachConcurrently(acked, async (a) => {
          expect(await send(server, token, a)).toBe(a.orderId);
        });
        // A create whose answer was lost in the kill makes one order at most, however often retried.
        await eachConcurrently(round.unknown, async (a) => {
          const ids = new Set<number | null>();
          for (let retry = 0; retry < 3; retry++) ids.add(await send(server, token, a));
          expect(ids.size).toBe(1);
          const [id] = ids;
          expect(id).toEqual(expect.any(Number));
          if (before.has(a.key)) expect(before.get(a.key)).toEqual([id]);
          a.orderId = id!;
        });
        acked.push(...round.unknown);
        const after = await ordersByKey(engine, database.url);
        expect(after.size).toBe(acked.length);
        for (const a of acked) expect(after.get(a.key)).toEqual([a.orderId]);
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await database.drop();
    }
  }, 90_000);
});
