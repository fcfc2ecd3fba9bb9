import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

describe.each(engines())('kitchen warning and late minutes on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  const saveAll = (values: Record<string, string>, headers = owner) =>
    t.app.inject({ method: 'PUT', url: '/v1/settings/update', headers, payload: { values } });
  const value = async (key: string) =>
    (await t.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow())
      .value;
  const idOf = async (key: string) =>
    (await t.db.selectFrom('settings').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

  it('refuses late minutes not after the warning ones, on the late field, in both languages', async () => {
    const res = await saveAll({ kitchen_warn_minutes: '10', kitchen_late_minutes: '10' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'RULE_BROKEN',
      fields: { kitchen_late_minutes: 'Must be more than the warning minutes (10)' },
    });
    const ar = await saveAll({ kitchen_late_minutes: '5' }, { ...owner, 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().error.fields.kitchen_late_minutes).toBe('يجب أن تكون أكثر من دقائق التنبيه (8)');
    expect(ar.json().error.message).toContain('دقائق التأخر');
    expect([await value('kitchen_warn_minutes'), await value('kitchen_late_minutes')]).toEqual(['8', '15']);
  });

  it('checks a lone change against the stored other value, naming the field that changed', async () => {
    const res = await saveAll({ kitchen_warn_minutes: '20' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      kitchen_warn_minutes: 'Must be less than the late minutes (15)',
    });
    expect((await saveAll({ kitchen_warn_minutes: '12' })).statusCode).toBe(200);
    expect((await saveAll({ kitchen_warn_minutes: '30', kitchen_late_minutes: '45' })).statusCode).toBe(200);
    expect([await value('kitchen_warn_minutes'), await value('kitchen_late_minutes')]).toEqual(['30', '45']);
  });

  it('keeps the rule on the single-setting update too', async () => {
    const id = await idOf('kitchen_late_minutes');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/settings/update/${id}`,
      headers: owner,
      payload: { value: '30' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ value: 'Must be more than the warning minutes (30)' });
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/v1/settings/update/${id}`,
      headers: owner,
      payload: { value: '31' },
    });
    expect(ok.statusCode).toBe(200);
  });
});
