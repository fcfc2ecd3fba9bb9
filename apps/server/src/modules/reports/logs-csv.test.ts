import { AUDIT_ACTION_WORDS, type StaffLogsReport } from '@cashier/contracts';
import { businessDate } from '@cashier/sale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { readCsv } from '../../test/read-csv.ts';
import { localStamp } from './logs-csv.ts';

/*
 * The staff logs' CSV reads as the screen does: the restaurant's wall-clock times, named in the
 * heading, and every row's kind, action, entity and details in words of the CSV's language,
 * amounts as money. Checked over every row of a day with sign-ins, an order and a shift.
 */

const ZONE = 'Asia/Riyadh'; // UTC+3, no daylight saving
const CODE = /^[a-z][\w-]*\.[\w.-]+$/;

describe.each(engines())('the staff logs CSV on %s', (engine) => {
  let t: TestContext;
  let owner: { authorization: string };
  const today = businessDate(ZONE);
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true, settings: { timezone: ZONE, currency: 'SAR' } });
    owner = bearer(await t.login());
    const call = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers: owner, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ report: { shift: { id: number } } }>();
    };
    const opened = await call('/v1/shifts/open', { float: 52_200 });
    await call(`/v1/shifts/close/${opened.report.shift.id}`, { counted: 51_000 });
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'nobody@test.local', password: 'wrong-password-1' },
    });
  });
  afterAll(() => t.close());

  const csv = async (lang: 'en' | 'ar') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/reports/staff-logs?from=${today}&to=${today}&format=csv`,
      headers: { ...owner, 'accept-language': lang },
    });
    expect(res.statusCode).toBe(200);
    const [head, ...rows] = readCsv(res.body.replace(/^\ufeff/, '')).map((r) => r.map((c) => c.value));
    return { head: head!, rows };
  };

  it('names the time zone in its heading and gives each time on its wall clock', async () => {
    const json = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/reports/staff-logs?from=${today}&to=${today}&perPage=200`,
        headers: owner,
      })
    ).json<StaffLogsReport>();
    expect(json.timeZone).toBe(ZONE);
    expect(json.currency).toBe('SAR');
    for (const lang of ['en', 'ar'] as const) {
      const { head, rows } = await csv(lang);
      expect(head[0]).toBe(lang === 'en' ? `Time (${ZONE})` : `الوقت (${ZONE})`);
      expect(rows).toHaveLength(json.total);
      // Newest first in both; each time is the recorded instant three hours on.
      rows.forEach((row, i) => {
        const at = Date.parse(json.logs[i]!.createdAt);
        const riyadh = new Date(at + 3 * 3_600_000).toISOString();
        expect(row[0]).toBe(`${riyadh.slice(0, 10)} ${riyadh.slice(11, 19)}`);
      });
    }
    expect(localStamp('2026-11-27T22:30:05.120Z', ZONE)).toBe('2026-11-28 01:30:05');
  });

  it('says every kind, action, entity and detail in words of its language, amounts as money', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { head, rows } = await csv(lang);
      const col = (name: string) => head.indexOf(name);
      const [kind, action, entity, details] =
        lang === 'en'
          ? [col('Kind'), col('Action'), col('Entity'), col('Details')]
          : [col('النوع'), col('الإجراء'), col('الكيان'), col('التفاصيل')];
      expect(
        [kind, action, entity, details].every((i) => i >= 0),
        head.join(' | '),
      ).toBe(true);
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) {
        for (const i of [kind, action, entity]) expect(row[i], row.join(' | ')).not.toMatch(CODE);
        expect(row[details], row.join(' | ')).not.toMatch(/[{}"]/);
        if (lang === 'ar') for (const i of [kind, action]) expect(row[i]).toMatch(/[\u0600-\u06ff]/);
      }
      const close = rows.find((r) => r[action] === AUDIT_ACTION_WORDS['shift.close'][lang]);
      expect(close, 'the shift close row').toBeDefined();
      // Money in riyals, not halalas: 522.00 expected, 510.00 counted.
      const text = close![details]!;
      const latin = text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/٫/g, '.');
      for (const a of ['522.00', '510.00', '12.00']) expect(latin).toContain(a);
      expect(latin).toContain(lang === 'en' ? 'SAR' : 'ر.س');
      expect(close![details]).not.toContain('52200');
      expect(close![details]).toContain(lang === 'en' ? 'Expected cash' : 'النقد المتوقع');
    }
  });

  it('finds rows by what they say, in either language', async () => {
    for (const words of ['Closed a shift', 'أغلق وردية', 'closed a SHIFT']) {
      const found = (
        await t.app.inject({
          method: 'GET',
          url: `/v1/reports/staff-logs?from=${today}&to=${today}&q=${encodeURIComponent(words)}`,
          headers: owner,
        })
      ).json<StaffLogsReport>();
      expect(
        found.logs.map((l) => l.action),
        words,
      ).toEqual(['shift.close']);
      expect(found.total).toBe(1);
    }
  });
});
