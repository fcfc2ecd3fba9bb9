import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

const VALID = { sellerName: 'شركة توريد التقنية', vatNumber: '310122393500003' };

describe.each(engines())('the ZATCA plugin configuration on %s', (engine) => {
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
  const stored = async () => {
    const row = await t.db
      .selectFrom('plugins')
      .select(['enabled', 'config'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { enabled: row.enabled, config: JSON.parse(row.config) as Record<string, string> };
  };
  const audits = async () =>
    (await t.db.selectFrom('auditLog').select('id').where('action', '=', 'plugin.update').execute()).length;

  it('refuses to turn the QR code on before the seller name and VAT number are set', async () => {
    const res = await update({ enabled: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'RULE_BROKEN',
      message: expect.stringMatching(/seller name and VAT number/),
    });
    const arabic = await update({ enabled: true }, { ...owner, 'accept-language': 'ar' });
    expect(arabic.json().error.message).toMatch(/اسم البائع والرقم الضريبي/);
    expect(await stored()).toEqual({ enabled: 0, config: {} });
    expect(await audits()).toBe(0);
  });

  it('refuses each bad field by name, in the caller language, and saves nothing', async () => {
    const longName = await update({ config: { ...VALID, sellerName: 'ب'.repeat(64) } });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(longName.json().error.fields)).toEqual(['sellerName']);
    expect(longName.json().error.fields.sellerName).toMatch(/127 bytes in UTF-8/);

    const badVat = await update(
      { enabled: true, config: { ...VALID, vatNumber: '٣١٠١٢٢٣٩٣٥٠٠٠٠٣' } },
      { ...owner, 'accept-language': 'ar' },
    );
    expect(badVat.statusCode).toBe(400);
    expect(Object.keys(badVat.json().error.fields)).toEqual(['vatNumber']);
    expect(badVat.json().error.fields.vatNumber).toMatch(/15 رقمًا/);
    expect(badVat.json().error.message).toMatch(/لم يُحفظ شيء/);

    const both = await update({ config: { sellerName: '  ', vatNumber: '31012239350000' } });
    expect(Object.keys(both.json().error.fields).sort()).toEqual(['sellerName', 'vatNumber']);
    const missing = await update({ enabled: true, config: {} });
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['sellerName', 'vatNumber']);

    expect(await stored()).toEqual({ enabled: 0, config: {} });
    expect(await audits()).toBe(0);
  });

  it('saves a valid configuration, trimmed and with only its own fields, and audits it', async () => {
    const res = await update({ config: { ...VALID, sellerName: ` ${VALID.sellerName} `, extra: 'x' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().plugin).toMatchObject({ id, key: 'zatca', enabled: false, config: VALID });
    expect(await stored()).toEqual({ enabled: 0, config: VALID });
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['entityId', 'data'])
      .where('action', '=', 'plugin.update')
      .executeTakeFirstOrThrow();
    expect(audit.entityId).toBe(String(id));
    expect(JSON.parse(audit.data!)).toMatchObject({ key: 'zatca', enabled: false });
  });

  it('turns on once configured, and off again whatever is stored', async () => {
    const on = await update({ enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().plugin).toMatchObject({ enabled: true, config: VALID });
    expect(await stored()).toEqual({ enabled: 1, config: VALID });
    const off = await update({ enabled: false });
    expect(off.statusCode).toBe(200);
    expect(await stored()).toEqual({ enabled: 0, config: VALID });
    expect(await audits()).toBe(3);
    // Cleared, while it stays off; then on again is refused until set up anew.
    expect((await update({ config: {} })).statusCode).toBe(200);
    expect(await stored()).toEqual({ enabled: 0, config: {} });
    expect((await update({ enabled: true })).statusCode).toBe(422);
    expect((await update({ config: VALID })).statusCode).toBe(200);
  });

  it('is for roles that manage settings only', async () => {
    const cashier = bearer(await t.userWithRole('cashier'));
    const res = await update({ enabled: true, config: VALID }, cashier);
    expect(res.statusCode).toBe(403);
    expect(await stored()).toEqual({ enabled: 0, config: VALID });
  });

  it('shows its seller name and VAT number to every till (they are on every receipt), unlike other plugins', async () => {
    const cashier = bearer(await t.userWithRole('cashier'));
    const { plugins } = (await t.app.inject({ url: '/v1/plugins', headers: cashier })).json<{
      plugins: { key: string; config: Record<string, string> }[];
    }>();
    expect(plugins.find((p) => p.key === 'zatca')?.config).toEqual(VALID);
    for (const p of plugins.filter((x) => x.key !== 'zatca')) expect(p.config).toEqual({});
  });
});
