import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

interface Setting {
  id: number;
  key: string;
  value: string;
}

describe.each(engines())('saving the settings form at once on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  const saveAll = (values: Record<string, string>, headers = owner) =>
    t.app.inject({ method: 'PUT', url: '/v1/settings/update', headers, payload: { values } });
  const stored = async () =>
    Object.fromEntries(
      (await t.db.selectFrom('settings').select(['key', 'value']).execute()).map((r) => [r.key, r.value]),
    );
  const audits = () =>
    t.db.selectFrom('auditLog').select(['entityId', 'data']).where('action', '=', 'setting.update').execute();
  const eventCount = async () =>
    (await t.db.selectFrom('events').select('id').where('topic', '=', 'setting.updated').execute()).length;

  it('writes every changed value, one audit row and event per changed key, and answers the staff settings', async () => {
    const before = await stored();
    const res = await saveAll({
      restaurant_name: '  Bayt Al Grill ',
      currency: 'KWD',
      tax_rate_bp: '500',
      timezone: before.timezone!, // unchanged: no audit row, no event
    });
    expect(res.statusCode).toBe(200);
    const settings = res.json<{ settings: Setting[] }>().settings;
    expect(settings.find((s) => s.key === 'restaurant_name')?.value).toBe('Bayt Al Grill');
    expect(settings.map((s) => s.key)).toContain('vat_number');
    expect(settings.map((s) => s.key)).not.toContain('online_ordering_secret');
    expect(await stored()).toMatchObject({
      restaurant_name: 'Bayt Al Grill',
      currency: 'KWD',
      tax_rate_bp: '500',
    });
    const rows = (await audits()).map(
      (a) => JSON.parse(a.data!) as { key: string; from: string; to: string },
    );
    expect(rows.map((r) => r.key).sort()).toEqual(['currency', 'restaurant_name', 'tax_rate_bp']);
    expect(rows).toContainEqual({ key: 'currency', from: before.currency, to: 'KWD' });
    expect(await eventCount()).toBe(3);
  });

  it('saves nothing when one value is invalid or a key is unknown, naming each in fields', async () => {
    const before = await stored();
    const auditsBefore = (await audits()).length;
    const res = await saveAll({
      restaurant_name: 'Half saved?',
      tax_rate_bp: '15.5',
      currency: 'XYZ1',
      colour: 'blue',
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(Object.keys(fields).sort()).toEqual(['colour', 'currency', 'tax_rate_bp']);
    expect(fields.currency).toMatch(/ISO 4217/);
    expect(await stored()).toEqual(before);
    expect((await audits()).length).toBe(auditsBefore);
  });

  it('masks secrets in the audit and never returns them', async () => {
    const res = await saveAll({ online_ordering_secret: 'batch-s3cret', phone: '+966 11 000 0000' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('batch-s3cret');
    expect(JSON.stringify(await audits())).not.toContain('batch-s3cret');
    expect((await stored()).online_ordering_secret).toBe('batch-s3cret');
  });

  it('adds a known setting whose row is missing', async () => {
    await t.db.deleteFrom('settings').where('key', '=', 'vat_number').execute();
    const res = await saveAll({ vat_number: '300000000000003' });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toContainEqual({
      id: expect.any(Number),
      key: 'vat_number',
      value: '300000000000003',
    });
  });

  it('saves forms that change the currency beside forms and single keys that do not, all at once', async () => {
    // A form that leaves the currency as it is must not lock a row that a currency change, which
    // already holds the event lock, waits for: every write locks its rows first, then the rest.
    const id = (
      await t.db
        .selectFrom('settings')
        .select('id')
        .where('key', '=', 'restaurant_name')
        .executeTakeFirstOrThrow()
    ).id;
    for (let round = 0; round < 3; round++) {
      const current = (await stored()).currency!;
      const other = current === 'KWD' ? 'SAR' : 'KWD';
      const writes = Array.from({ length: 12 }, (_, i) =>
        i % 3 === 2
          ? t.app.inject({
              method: 'PUT',
              url: `/v1/settings/update/${id}`,
              headers: owner,
              payload: { value: `Single ${round}-${i}` },
            })
          : saveAll({ restaurant_name: `Form ${round}-${i}`, currency: i % 3 ? current : other }),
      );
      const answers = await Promise.all(writes);
      expect(answers.filter((a) => a.statusCode !== 200).map((a) => `${a.statusCode} ${a.body}`)).toEqual([]);
    }
  });

  it('rejects a malformed body and answers 401 and 403', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/v1/settings/update',
      headers: owner,
      payload: { values: { currency: 5 } },
    });
    expect(bad.statusCode).toBe(400);
    expect((await saveAll({ currency: 'SAR' }, {})).statusCode).toBe(401);
    expect((await saveAll({ currency: 'SAR' }, bearer(await t.userWithRole('cashier')))).statusCode).toBe(
      403,
    );
  });
});
