import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

const SELLER = 'شركة توريد التقنية';
const VAT = '310122393500003';

/**
 * The seller name and VAT number are entered once, in General settings (issue 26): the ZATCA
 * plugin keeps no copy, turns on only when those settings suit its QR code, and while it is on the
 * settings cannot be changed into something the QR code cannot carry.
 */
describe.each(engines())('the ZATCA plugin and the General settings’ seller on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let id: number;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
    id = (await t.db.selectFrom('plugins').select('id').where('key', '=', 'zatca').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(() => t.close());

  const update = (payload: object, headers = owner) =>
    t.app.inject({ method: 'PUT', url: `/v1/plugins/update/${id}`, headers, payload });
  const settings = (values: Record<string, string>, headers = owner) =>
    t.app.inject({ method: 'PUT', url: '/v1/settings/update', headers, payload: { values } });
  const setting = async (key: string) =>
    (await t.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow())
      .value;
  const stored = async () => {
    const row = await t.db
      .selectFrom('plugins')
      .select(['enabled', 'config'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { enabled: row.enabled, config: JSON.parse(row.config) as Record<string, string> };
  };
  const audits = async (action: string) =>
    (await t.db.selectFrom('auditLog').select('id').where('action', '=', action).execute()).length;

  it('refuses to turn the QR code on before General settings hold a VAT number it can carry', async () => {
    const res = await update({ enabled: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'RULE_BROKEN',
      message: expect.stringMatching(/seller name and VAT number in General settings/),
    });
    const arabic = await update({ enabled: true }, { ...owner, 'accept-language': 'ar' });
    expect(arabic.json().error.message).toMatch(/اسم البائع والرقم الضريبي في الإعدادات العامة/);
    // Free text in the VAT number is still no number the QR code can carry.
    expect((await settings({ vat_number: 'VAT 3101 2239' })).statusCode).toBe(200);
    expect((await update({ enabled: true })).statusCode).toBe(422);
    expect(await stored()).toEqual({ enabled: 0, config: {} });
    expect(await audits('plugin.update')).toBe(0);
  });

  it('keeps no seller of its own: a configuration is refused field by field, in the caller’s language', async () => {
    const res = await update({ enabled: false, config: { sellerName: SELLER, vatNumber: VAT } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['sellerName', 'vatNumber']);
    expect(res.json().error.fields.vatNumber).toMatch(/General settings/);
    const ar = await update({ config: { vatNumber: VAT } }, { ...owner, 'accept-language': 'ar' });
    expect(ar.json().error.fields.vatNumber).toMatch(/الإعدادات العامة/);
    expect(await stored()).toEqual({ enabled: 0, config: {} });
    expect(await audits('plugin.update')).toBe(0);
  });

  it('turns on with the General settings’ seller: the restaurant’s name when no legal name is set', async () => {
    expect((await settings({ vat_number: VAT, restaurant_name: 'Bayt Al Grill' })).statusCode).toBe(200);
    const on = await update({ enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().plugin).toMatchObject({ id, key: 'zatca', enabled: true, config: {} });
    expect(await stored()).toEqual({ enabled: 1, config: {} });
    expect(await audits('plugin.update')).toBe(1);
    // A legal name of its own, which the QR code carries from now on.
    expect((await settings({ seller_name: SELLER })).statusCode).toBe(200);
    expect(await setting('seller_name')).toBe(SELLER);
  });

  it('while on, refuses a seller the QR code cannot carry, by setting, and saves nothing', async () => {
    const before = await audits('setting.update');
    const badVat = await settings({ vat_number: '3101 2239 3500 003', phone: '+966 11 000 0000' });
    expect(badVat.statusCode).toBe(400);
    expect(Object.keys(badVat.json().error.fields)).toEqual(['vat_number']);
    expect(badVat.json().error.fields.vat_number).toMatch(/ZATCA e-invoice QR code is on: .*15-digit/);
    const longName = await settings({ seller_name: 'ب'.repeat(64) }, { ...owner, 'accept-language': 'ar' });
    expect(Object.keys(longName.json().error.fields)).toEqual(['seller_name']);
    expect(longName.json().error.fields.seller_name).toMatch(/مفعّل/);
    // Clearing the legal name falls back to the restaurant's name, which must then fit too.
    const fallback = await settings({ seller_name: '', restaurant_name: 'B'.repeat(120) });
    expect(fallback.statusCode).toBe(200);
    const tooLong = await settings({ seller_name: '', restaurant_name: 'ب'.repeat(70) });
    expect(Object.keys(tooLong.json().error.fields)).toEqual(['restaurant_name']);
    // The one-setting route says the same.
    const row = await t.db
      .selectFrom('settings')
      .select('id')
      .where('key', '=', 'vat_number')
      .executeTakeFirst();
    const single = await t.app.inject({
      method: 'PUT',
      url: `/v1/settings/update/${row!.id}`,
      headers: owner,
      payload: { value: '123' },
    });
    expect(single.statusCode).toBe(400);
    expect(single.json().error.fields.value).toMatch(/15-digit/);
    expect(await setting('vat_number')).toBe(VAT);
    expect(await audits('setting.update')).toBe(before + 2);
    // Off again, the VAT number is free text once more.
    expect((await update({ enabled: false })).statusCode).toBe(200);
    expect((await settings({ vat_number: 'pending' })).statusCode).toBe(200);
    expect((await settings({ vat_number: VAT, seller_name: SELLER })).statusCode).toBe(200);
  });

  it('is for roles that manage settings only; every till reads the seller from the settings', async () => {
    const cashier = bearer(await t.userWithRole('cashier'));
    expect((await update({ enabled: true }, cashier)).statusCode).toBe(403);
    expect((await settings({ vat_number: '' }, cashier)).statusCode).toBe(403);
    expect((await update({ enabled: true })).statusCode).toBe(200);
    const { settings: seen } = (await t.app.inject({ url: '/v1/settings', headers: cashier })).json<{
      settings: { key: string; value: string }[];
    }>();
    const value = (key: string) => seen.find((s) => s.key === key)?.value;
    expect([value('seller_name'), value('vat_number')]).toEqual([SELLER, VAT]);
    const { plugins } = (await t.app.inject({ url: '/v1/plugins', headers: cashier })).json<{
      plugins: { key: string; enabled: boolean; config: Record<string, string> }[];
    }>();
    expect(plugins.find((p) => p.key === 'zatca')).toMatchObject({ enabled: true, config: {} });
  });
});
