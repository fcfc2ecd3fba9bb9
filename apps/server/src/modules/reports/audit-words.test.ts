import fs from 'node:fs';
import path from 'node:path';
import {
  AUDIT_ACTION_WORDS,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_WORDS,
  AUDIT_FIELDS,
  AUDIT_HIDDEN_FIELDS,
  describeAudit,
} from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { fuzz } from '../../test/fuzz/run.ts';

/*
 * The staff logs' promise: every row the server writes reads as words in both languages. The
 * writer's type only takes the contracts' AUDIT_ACTIONS, which have words in both; this holds
 * the list to the code (no action written without words, no words for an action nothing writes)
 * and plays many routes (the OpenAPI fuzzer over every operation, then a day at the till: an
 * order at a table, changed, paid, printed, refunded, cooked, a shift, the day's close) to find
 * every action, entity and details field really written, each of which must have words.
 */

const ARABIC = /[\u0600-\u06ff]/;

/** The server's source files, tests left out. */
function sources(): string[] {
  const root = path.join(import.meta.dirname, '../..');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('test/'))
    .map((f) => fs.readFileSync(path.join(root, f), 'utf8'));
}

/** Every key a row's details hold, nested objects' and the order fields named under `changed` too. */
function keysOf(value: unknown, into: Set<string>, key?: string): void {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (key === 'changed' && typeof item === 'string') into.add(item);
      else keysOf(item, into);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into, k);
    }
  }
}

describe('the audit actions', () => {
  it('each has a sentence in English and one in Arabic', () => {
    expect(AUDIT_ACTIONS.length).toBeGreaterThan(70);
    for (const action of AUDIT_ACTIONS) {
      const { en, ar } = AUDIT_ACTION_WORDS[action];
      expect(en.trim(), action).not.toBe('');
      expect(en, action).not.toMatch(ARABIC);
      expect(ar, action).toMatch(ARABIC);
      expect(ar, action).not.toContain(action);
    }
    for (const [key, words] of Object.entries({ ...AUDIT_FIELDS, ...AUDIT_ENTITY_WORDS })) {
      expect(words.en.trim(), key).not.toBe('');
      expect(words.ar, key).toMatch(ARABIC);
    }
  });

  it('are all named in the code that writes them, and the code names no other', () => {
    const code = sources().join('\n');
    const unused = AUDIT_ACTIONS.filter((a) => !code.includes(`'${a}'`));
    expect(unused, 'actions with words that nothing writes').toEqual([]);
    // Every `action: '…'` the code writes is on the list, but for the event-only ones (audit: false).
    const named = [...code.matchAll(/action: '([a-z][\w.-]*)',?(\s*audit: false)?/g)]
      .filter((m) => !m[2] && m[1]!.includes('.'))
      .map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((a) => !(AUDIT_ACTIONS as string[]).includes(a))).toEqual([]);
  });
});

describe.each(engines())('every audit row written on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
  });
  afterAll(() => t.close());

  /** A day at the till: the rows the fuzzer's random requests rarely reach. */
  async function aDayAtTheTill() {
    const owner = bearer(await t.login());
    const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const res = await t.app.inject({ method, url, headers: owner, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.json<Record<string, unknown>>();
    };
    type OrderAnswer = { order: { id: number; version: number; total: number }[] };
    const productId = await t.productId('Shish Tawook');
    const table = await t.db.selectFrom('diningTables').select('id').orderBy('id').executeTakeFirstOrThrow();
    const shift = (await call('POST', '/v1/shifts/open', { float: 20_000 })) as {
      report: { shift: { id: number } };
    };
    const created = (await call('POST', '/v1/orders/create', {
      type: 'pos',
      tableId: table.id,
      guests: 2,
      lines: [{ productId, quantity: 2 }],
    })) as OrderAnswer;
    let order = created.order[0]!;
    order = (
      (await call('PUT', '/v1/orders/update', {
        id: order.id,
        version: order.version,
        guests: 3,
      })) as OrderAnswer
    ).order[0]!;
    order = (
      (await call('PUT', '/v1/orders/update', {
        id: order.id,
        version: order.version,
        status: 'completed',
        payments: [{ method: 'cash', amount: order.total }],
      })) as OrderAnswer
    ).order[0]!;
    await call('POST', `/v1/orders/refund/${order.id}`, {
      version: order.version,
      amount: 100,
      method: 'cash',
      reason: 'Cold food',
    });
    const tickets = await t.db
      .selectFrom('kitchenTickets')
      .select('id')
      .where('orderId', '=', order.id)
      .execute();
    expect(tickets.length).toBeGreaterThan(0);
    const ticketId = tickets[0]!.id;
    await call('POST', '/v1/kitchen/tickets/start', { ticketId });
    await call('POST', '/v1/kitchen/tickets/bump', { ticketId });
    await call('POST', '/v1/kitchen/tickets/recall', { ticketId });
    await call('POST', `/v1/shifts/movement/${shift.report.shift.id}`, {
      kind: 'in',
      amount: 5_000,
      reason: 'Change',
    });
    await call('POST', `/v1/shifts/close/${shift.report.shift.id}`, { counted: 30_000 });
    await call('POST', '/v1/z-reports/close', { acknowledgeOpenOrders: true });
  }

  it('has words for its action, its entity and each field of its details', { timeout: 600_000 }, async () => {
    await aDayAtTheTill();
    await fuzz(t, engine, { seed: 20_261_128, perOperation: 4 });
    const rows = await t.db.selectFrom('auditLog').select(['action', 'entity', 'entityId', 'data']).execute();
    const actions = new Set(rows.map((r) => r.action));
    // The run reached the rows a manager reads most (the examples among them).
    for (const a of [
      'order.create',
      'order.update',
      'order.refund',
      'kitchen.bump',
      'shift.close',
      'day.close',
    ])
      expect(actions, a).toContain(a);
    expect(actions.size).toBeGreaterThan(40);

    const missing = new Set<string>();
    for (const r of rows) {
      if (!(AUDIT_ACTIONS as string[]).includes(r.action)) missing.add(`action ${r.action}`);
      if (r.entity !== null && !Object.hasOwn(AUDIT_ENTITY_WORDS, r.entity))
        missing.add(`entity ${r.entity}`);
      const keys = new Set<string>();
      keysOf(r.data === null ? null : JSON.parse(r.data), keys);
      for (const k of keys)
        if (!Object.hasOwn(AUDIT_FIELDS, k) && !AUDIT_HIDDEN_FIELDS.has(k))
          missing.add(`field ${k} (${r.action})`);
      // In Arabic, no label is left in English and no amount in minor units.
      const ar = describeAudit(r, { lang: 'ar', currency: 'SAR' });
      if (!ARABIC.test(ar.action)) missing.add(`Arabic action ${r.action}`);
      for (const d of ar.details)
        if (!ARABIC.test(d.label)) missing.add(`Arabic label ${d.key} (${r.action})`);
    }
    expect([...missing].sort(), 'written without words').toEqual([]);
  });
});
