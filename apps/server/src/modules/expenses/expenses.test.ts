import { notFarFuture } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, OWNER, type TestContext } from '../../test/harness.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const expense = { category: 'Produce', amount: 12_550, spentOn: '2025-03-01', note: 'Tomatoes and herbs' };

describe.each(engines())('expenses on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let ownerId: number;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
    ownerId = (
      await t.db.selectFrom('users').select('id').where('email', '=', OWNER.email).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, headers = owner) =>
    t.app.inject({ method: 'POST', url: '/v1/expenses/create', headers, payload });
  const list = (query = '', headers = owner) => t.app.inject({ url: `/v1/expenses${query}`, headers });

  it('records, lists and changes an expense under the signed-in user, with audit and event rows', async () => {
    const res = await create(expense);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expense', 'resp']);
    expect(body.resp).toEqual({ status: 'success', message: 'Expense recorded' });
    expect(body.expense).toMatchObject({
      ...expense,
      userId: ownerId,
      userName: expect.any(String) as string,
    });
    const id = body.expense.id as number;

    const all = await list();
    expect(Object.keys(all.json()).sort()).toEqual(['expenses', 'resp', 'total']);
    expect(all.json().expenses).toEqual([body.expense]);
    expect(all.json().total).toBe(1);

    // A manager edits it: the amount changes, who recorded it does not.
    const manager = bearer(await t.userWithRole('manager'));
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/v1/expenses/update/${id}`,
      headers: manager,
      payload: { ...expense, amount: 13_000, note: null },
    });
    expect(upd.statusCode).toBe(200);
    expect(Object.keys(upd.json()).sort()).toEqual(['expense', 'resp']);
    expect(upd.json().expense).toMatchObject({ id, amount: 13_000, note: null, userId: ownerId });

    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'userId'])
      .where('entity', '=', 'expense')
      .where('entityId', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['expense.create', 'expense.update']);
    expect(audit[1]!.userId).not.toBe(ownerId);
    const events = await t.db.selectFrom('events').select(['topic', 'payload']).execute();
    expect(events).toEqual(
      expect.arrayContaining([
        { topic: 'expense.created', payload: JSON.stringify({ id }) },
        { topic: 'expense.updated', payload: JSON.stringify({ id }) },
      ]),
    );
  });

  it('filters by dates and pages with a total over all pages', async () => {
    for (const spentOn of ['2024-01-05', '2024-01-10', '2024-01-10', '2024-01-20', '2024-02-01']) {
      expect((await create({ category: 'Gas', amount: 1000, spentOn })).statusCode).toBe(200);
    }
    const jan = await list('?from=2024-01-01&to=2024-01-31');
    expect(jan.json().total).toBe(4);
    expect(jan.json().expenses.map((e: { spentOn: string }) => e.spentOn)).toEqual([
      '2024-01-20',
      '2024-01-10',
      '2024-01-10',
      '2024-01-05',
    ]);
    const page2 = await list('?from=2024-01-01&to=2024-01-31&page=2&perPage=3');
    expect(page2.json().total).toBe(4);
    expect(page2.json().expenses.map((e: { spentOn: string }) => e.spentOn)).toEqual(['2024-01-05']);
    const sameDay = await list('?from=2024-01-10&to=2024-01-10');
    expect(sameDay.json().total).toBe(2);
    const beyond = await list('?from=2024-01-01&to=2024-01-31&page=9');
    expect(beyond.json()).toMatchObject({ expenses: [], total: 4 });

    const backwards = await list('?from=2024-02-01&to=2024-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toHaveProperty('to');
    const bad = await list('?from=2024-02-30&perPage=500&page=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['from', 'perPage', 'page']));
  });

  it('validates category, amount and date with field names', async () => {
    const bad = await create({ category: '', amount: 0, spentOn: '2023-02-29' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['category', 'amount', 'spentOn']),
    );
    for (const [field, value] of [
      ['category', 'x'.repeat(81)],
      ['amount', 12.5],
      ['amount', '1250'],
      ['amount', -100],
      ['spentOn', '01/03/2025'],
      ['spentOn', day(3)],
    ] as const) {
      const res = await create({ ...expense, [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    // Today and tomorrow (a restaurant east of UTC) are accepted.
    expect((await create({ ...expense, spentOn: day(0) })).statusCode).toBe(200);
    expect((await create({ ...expense, spentOn: day(1) })).statusCode).toBe(200);
  });

  it('deletes an expense and answers 404 for unknown ones', async () => {
    const id = (await create(expense)).json().expense.id as number;
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/expenses/destroy/${id}`, headers: owner });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ resp: { status: 'success', message: 'Expense deleted' } });
    const audit = await t.db
      .selectFrom('auditLog')
      .select('data')
      .where('action', '=', 'expense.delete')
      .where('entityId', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.data!)).toMatchObject({ amount: expense.amount, category: expense.category });
    const events = await t.db
      .selectFrom('events')
      .select('payload')
      .where('topic', '=', 'expense.deleted')
      .execute();
    expect(events.map((e) => e.payload)).toContain(JSON.stringify({ id }));

    for (const [method, url, payload] of [
      ['DELETE', `/v1/expenses/destroy/${id}`, undefined],
      ['PUT', `/v1/expenses/update/${id}`, expense],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: owner, payload });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers 401 signed out and 403 for roles without expenses.manage', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await create(expense, {})).statusCode).toBe(401);
    const id = (await create(expense)).json().expense.id as number;
    for (const role of ['cashier', 'waiter', 'kitchen']) {
      const who = bearer(await t.userWithRole(role));
      expect((await list('', who)).statusCode, role).toBe(403);
      expect((await create(expense, who)).statusCode, role).toBe(403);
      const upd = await t.app.inject({
        method: 'PUT',
        url: `/v1/expenses/update/${id}`,
        headers: who,
        payload: expense,
      });
      expect(upd.statusCode, role).toBe(403);
      const del = await t.app.inject({ method: 'DELETE', url: `/v1/expenses/destroy/${id}`, headers: who });
      expect(del.statusCode, role).toBe(403);
    }
  });
});

describe('notFarFuture', () => {
  it('accepts up to one day after today in UTC', () => {
    const now = Date.UTC(2025, 2, 31, 23, 0);
    expect(notFarFuture('2025-04-01', now)).toBe(true);
    expect(notFarFuture('2025-04-02', now)).toBe(false);
    expect(notFarFuture('2020-01-01', now)).toBe(true);
  });
});
