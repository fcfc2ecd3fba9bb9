import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/*
 * The staff logs read the audit log, and the Z reports are the closed days: neither may change.
 * No route updates or deletes them (the OpenAPI fuzzer checks every route leaves earlier audit
 * rows as they were, see fuzz.test.ts), and the database refuses it too: here, directly.
 */
describe.each(engines())('the audit log and the Z reports are append-only on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  it('refuses to change or delete an audit row, and to delete a Z report', async () => {
    const closed = await t.app.inject({
      method: 'POST',
      url: '/v1/z-reports/close',
      headers: owner,
      payload: { acknowledgeOpenOrders: true },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const row = await t.db.selectFrom('auditLog').selectAll().orderBy('id').executeTakeFirstOrThrow();
    await expect(
      t.db.updateTable('auditLog').set({ action: 'nothing' }).where('id', '=', row.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.db.updateTable('auditLog').set({ userId: null, data: '{}' }).where('id', '=', row.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('auditLog').where('id', '=', row.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.deleteFrom('zReports').execute()).rejects.toThrow(/append-only/);
    await expect(t.db.updateTable('zReports').set({ net: 0 }).execute()).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('auditLog').selectAll().where('id', '=', row.id).executeTakeFirst()).toEqual(
      row,
    );
  });

  it('still lets a user be deleted: their rows stay, without their id', async () => {
    const token = await t.userWithRole('manager');
    const manager = bearer(token);
    await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: manager });
    const me = (await t.app.inject({ url: '/v1/auth/me', headers: manager })).json().user.id as number;
    const before = await t.db
      .selectFrom('auditLog')
      .select(['id', 'action', 'data'])
      .where('userId', '=', me)
      .execute();
    expect(before.length).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/users/destroy/${me}`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.db
      .selectFrom('auditLog')
      .select(['id', 'action', 'data', 'userId'])
      .where(
        'id',
        'in',
        before.map((r) => r.id),
      )
      .execute();
    expect(after).toEqual(before.map((r) => ({ ...r, userId: null })));
  });
});
