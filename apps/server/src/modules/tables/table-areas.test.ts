import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

interface Table {
  id: number;
  name: string;
  area: string | null;
  areaAr: string | null;
}

/** An area has an English and an Arabic name, like dishes do (issue 26), shared by all its tables. */
describe.each(engines())('table areas in two languages on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  const list = async () =>
    (await t.app.inject({ url: '/v1/tables', headers: owner })).json<{ tables: Table[] }>().tables;
  const save = async (payload: Record<string, unknown>, id?: number) => {
    const res = await t.app.inject({
      method: id === undefined ? 'POST' : 'PUT',
      url: id === undefined ? '/v1/tables/create' : `/v1/tables/update/${id}`,
      headers: owner,
      payload: { seats: 2, ...payload },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ table: Table }>().table;
  };
  const arabicOf = async (area: string) => [
    ...new Set((await list()).filter((x) => x.area === area).map((x) => x.areaAr)),
  ];

  it('seeds the demo areas with their Arabic names', async () => {
    expect(await arabicOf('Hall')).toEqual(['الصالة']);
    expect(await arabicOf('Terrace')).toEqual(['التراس']);
  });

  it('gives a new table its area’s Arabic name when none is sent, and none without an area', async () => {
    const joined = await save({ name: 'H1', area: 'Hall' });
    expect(joined.areaAr).toBe('الصالة');
    const bare = await save({ name: 'B1', area: null, areaAr: 'لا شيء' });
    expect(bare).toMatchObject({ area: null, areaAr: null });
  });

  it('renames the area in Arabic on every one of its tables, audited, and clears it with null', async () => {
    const t5 = (await list()).find((x) => x.name === 'T5')!;
    const renamed = await save({ name: 'T5', area: 'Hall', areaAr: '  القاعة الرئيسية ' }, t5.id);
    expect(renamed.areaAr).toBe('القاعة الرئيسية');
    expect(await arabicOf('Hall')).toEqual(['القاعة الرئيسية']);
    expect(await arabicOf('Terrace')).toEqual(['التراس']);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('data')
      .where('action', '=', 'table.update')
      .where('entityId', '=', String(t5.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.data!)).toMatchObject({ area: 'Hall', areaAr: 'القاعة الرئيسية' });
    await save({ name: 'T5', area: 'Hall', areaAr: '' }, t5.id);
    expect(await arabicOf('Hall')).toEqual([null]);
  });

  it('refuses an Arabic name over 60 characters, changing nothing', async () => {
    const t7 = (await list()).find((x) => x.name === 'T7')!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/tables/update/${t7.id}`,
      headers: owner,
      payload: { name: 'T7', seats: 2, area: 'Terrace', areaAr: 'ت'.repeat(61) },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['areaAr']);
    expect(await arabicOf('Terrace')).toEqual(['التراس']);
  });
});
