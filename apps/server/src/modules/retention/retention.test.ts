import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time.ts';
import { bearer, createTestContext, engines, OWNER, type TestContext } from '../../test/harness.ts';
import { IDEMPOTENCY_KEY_RETENTION_MS } from '../orders/index.ts';
import { PRUNE_BATCH, RETENTION } from './policy.ts';
import { RetentionService } from './service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(engines())('retention on %s', (engine) => {
  let t: TestContext;
  let retention: RetentionService;
  let ownerId: number;
  const now = Date.now();
  const ago = (ms: number) => nowIso(now - ms);
  const later = (ms: number) => nowIso(now + ms);

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    retention = new RetentionService(t.db, t.config, t.app.log);
    ownerId = (
      await t.db.selectFrom('users').select('id').where('email', '=', OWNER.email).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const table of [
      'idempotencyKeys',
      'approvals',
      'sessions',
      'loginThrottle',
      'events',
      'printJobs',
    ] as const) {
      await t.db.deleteFrom(table).execute();
    }
  });

  it('keeps idempotency keys 48 hours, in batches however many there are', async () => {
    expect(RETENTION.idempotencyKeys).toBe(48 * HOUR);
    const key = (name: string, createdAt: string) => ({
      scope: 'orders.create:1',
      key: name,
      requestHash: 'h',
      statusCode: 200,
      response: '{}',
      createdAt,
    });
    const old = Array.from({ length: PRUNE_BATCH * 2 + 37 }, (_, i) => key(`old-${i}`, ago(49 * HOUR + i)));
    for (let i = 0; i < old.length; i += 400) {
      await t.db
        .insertInto('idempotencyKeys')
        .values(old.slice(i, i + 400))
        .execute();
    }
    await t.db
      .insertInto('idempotencyKeys')
      .values([key('inside-47h', ago(47 * HOUR)), key('fresh', ago(HOUR))])
      .execute();

    const pruned = await retention.prune(now);
    expect(pruned.idempotencyKeys).toBe(old.length);
    const left = await t.db.selectFrom('idempotencyKeys').select('key').orderBy('key').execute();
    expect(left.map((r) => r.key)).toEqual(['fresh', 'inside-47h']);
  });

  it('prunes approvals, sessions and throttle rows past their windows, keeping the rest', async () => {
    const approval = (tokenHash: string, expiresAt: string) => ({
      tokenHash,
      approverId: ownerId,
      requestedBy: ownerId,
      permission: 'orders.void' as const,
      reason: 'test',
      createdAt: expiresAt,
      expiresAt,
    });
    await t.db
      .insertInto('approvals')
      .values([
        approval('expired-8d', ago(8 * DAY)),
        approval('expired-6d', ago(6 * DAY)),
        approval('live', later(60_000)),
      ])
      .execute();

    const idle = t.config.sessionIdleMs;
    const session = (
      tokenHash: string,
      s: { lastSeenAt: string; expiresAt: string; revokedAt?: string },
    ) => ({
      userId: ownerId,
      tokenHash,
      ip: null,
      userAgent: null,
      createdAt: ago(20 * DAY),
      revokedAt: null,
      ...s,
    });
    await t.db
      .insertInto('sessions')
      .values([
        session('revoked-8d', { lastSeenAt: ago(8 * DAY), expiresAt: later(DAY), revokedAt: ago(8 * DAY) }),
        session('revoked-6d', { lastSeenAt: ago(6 * DAY), expiresAt: later(DAY), revokedAt: ago(6 * DAY) }),
        session('expired-8d', { lastSeenAt: ago(9 * DAY), expiresAt: ago(8 * DAY) }),
        session('idle-8d', { lastSeenAt: ago(idle + 8 * DAY), expiresAt: later(DAY) }),
        session('idle-6d', { lastSeenAt: ago(idle + 6 * DAY), expiresAt: later(DAY) }),
        session('in-use', { lastSeenAt: ago(60_000), expiresAt: later(DAY) }),
      ])
      .execute();

    const throttle = (key: string, firstFailureAt: string, lockedUntil: string | null) => ({
      key,
      kind: 'login' as const,
      subject: key,
      ip: '10.0.0.1',
      failures: 3,
      firstFailureAt,
      lockedUntil,
    });
    await t.db
      .insertInto('loginThrottle')
      .values([
        throttle('over-25h', ago(25 * HOUR), null),
        throttle('lock-ended-25h', ago(25 * HOUR), ago(24 * HOUR)),
        throttle('still-locked-25h', ago(25 * HOUR), later(HOUR)),
        throttle('recent-23h', ago(23 * HOUR), null),
      ])
      .execute();

    const pruned = await retention.prune(now);
    expect(pruned).toMatchObject({ approvals: 1, sessions: 3, loginThrottle: 2 });
    const names = async (rows: Promise<{ name: string }[]>) => (await rows).map((r) => r.name).sort();
    expect(await names(t.db.selectFrom('approvals').select('tokenHash as name').execute())).toEqual([
      'expired-6d',
      'live',
    ]);
    expect(await names(t.db.selectFrom('sessions').select('tokenHash as name').execute())).toEqual([
      'idle-6d',
      'in-use',
      'revoked-6d',
    ]);
    expect(await names(t.db.selectFrom('loginThrottle').select('key as name').execute())).toEqual([
      'recent-23h',
      'still-locked-25h',
    ]);
  });

  it('keeps outbox events 7 days, and always the newest one', async () => {
    // Told apart by their payload: every row is a real topic now.
    const event = (name: string, createdAt: string) => ({
      topic: 'setting.updated' as const,
      payload: JSON.stringify({ name }),
      createdAt,
    });
    await t.db
      .insertInto('events')
      .values([event('old-1', ago(9 * DAY)), event('old-2', ago(8 * DAY)), event('recent', ago(6 * DAY))])
      .execute();
    expect((await retention.prune(now)).events).toBe(2);
    expect((await t.db.selectFrom('events').select('payload').execute()).map((r) => r.payload)).toEqual([
      JSON.stringify({ name: 'recent' }),
    ]);

    // A quiet restaurant: everything is old, yet the newest row stays so ids never start again.
    const newest = await t.db
      .insertInto('events')
      .values(event('old-3', ago(8 * DAY)))
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('events')
      .set({ createdAt: ago(10 * DAY) })
      .execute();
    expect((await retention.prune(now)).events).toBe(1);
    expect(await t.db.selectFrom('events').select(['id', 'payload']).execute()).toEqual([
      { id: newest.id, payload: JSON.stringify({ name: 'old-3' }) },
    ]);
  });

  it('keeps printed jobs 7 days after printing, and unprinted ones until staff act', async () => {
    const printer = await t.db
      .insertInto('printers')
      .values({
        name: `Retention ${Date.now()}`,
        kind: 'receipt',
        connection: 'network',
        host: '10.0.0.1',
        port: 9100,
        paperWidth: 80,
        active: 1,
        createdAt: ago(0),
        stationId: null,
        autoReceipt: 1,
        cashDrawer: 0,
        mode: 'raster',
        lastSuccessAt: null,
        lastError: null,
        lastErrorAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = (name: string, status: 'printed' | 'failed', printedAt: string | null) => ({
      printerId: printer.id,
      orderId: null,
      kind: 'test' as const,
      status,
      attempts: 1,
      lastError: null,
      document: JSON.stringify({ name }),
      nextAt: ago(9 * DAY),
      claimedAt: null,
      printedAt,
      copy: 0,
      late: 0,
      createdAt: ago(9 * DAY),
      updatedAt: ago(9 * DAY),
    });
    await t.db
      .insertInto('printJobs')
      .values([
        job('old', 'printed', ago(8 * DAY)),
        job('recent', 'printed', ago(6 * DAY)),
        job('failed', 'failed', null),
      ])
      .execute();
    expect((await retention.prune(now)).printJobs).toBe(1);
    const left = await t.db.selectFrom('printJobs').select('document').orderBy('id').execute();
    expect(left.map((r) => (JSON.parse(r.document) as { name: string }).name)).toEqual(['recent', 'failed']);
  });

  it('answers a retried order create with the first answer inside 48 hours, and forgets the key after', async () => {
    const token = await t.login();
    const [product] = await t.db
      .selectFrom('products')
      .select('id')
      .where('active', '=', 1)
      .limit(1)
      .execute();
    const key = randomUUID();
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/orders/create',
        headers: { ...bearer(token), 'idempotency-key': key },
        payload: { type: 'pos', lines: [{ productId: product!.id, quantity: 1 }] },
      });
    const countOrders = async () =>
      Number(
        (
          await t.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const age = (ms: number) =>
      t.db
        .updateTable('idempotencyKeys')
        .set({ createdAt: ago(ms) })
        .where('key', '=', key)
        .execute();

    const first = await create();
    expect(first.statusCode).toBe(200);
    const orders = await countOrders();

    await age(IDEMPOTENCY_KEY_RETENTION_MS - HOUR);
    await retention.prune(now);
    const retried = await create();
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order[0].id).toBe(first.json().order[0].id);
    expect(retried.json().order).toEqual(first.json().order);
    expect(await countOrders()).toBe(orders);

    await age(IDEMPOTENCY_KEY_RETENTION_MS + HOUR);
    expect((await retention.prune(now)).idempotencyKeys).toBe(1);
    expect(await t.db.selectFrom('idempotencyKeys').where('key', '=', key).selectAll().execute()).toEqual([]);
  });
});
