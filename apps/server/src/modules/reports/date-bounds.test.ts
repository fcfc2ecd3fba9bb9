import { DATE_MAX, DATE_MIN } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/*
 * Every date a client sends is bounded by the contract (DATE_MIN…DATE_MAX): year 0001 or 9999
 * reached the time-zone code of the reports, which cannot read them, and answered 500
 * ("Cannot read properties of undefined (reading 'start')"). Each date field answers 400 outside
 * the bounds, in the language asked for, and works at the bounds themselves.
 */

const OUTSIDE = ['0000-01-01', '0001-01-01', '0100-01-01', '1999-12-31', '2100-01-01', '9999-12-31'];
const RANGE_REPORTS = ['daily', 'expenses-and-sales', 'product-sales', 'sales-manager', 'staff-logs'];

describe.each(engines())('date bounds on %s', (engine) => {
  let t: TestContext;
  let cashier: Record<string, string>;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
    cashier = bearer(await t.userWithRole('cashier'));
  });
  afterAll(() => t.close());

  const get = (url: string, headers = owner, language = 'en') =>
    t.app.inject({ url, headers: { ...headers, 'accept-language': language } });

  /** The 400 a date outside the bounds gets, with its field named and the bounds said. */
  const expectRefused = async (url: string, field: string, headers = owner) => {
    const en = await get(url, headers);
    expect(en.statusCode, `${url}: ${en.body}`).toBe(400);
    const fields = en.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(fields[field]).toBe(`must be a date from ${DATE_MIN} to ${DATE_MAX}`);
    const ar = await get(url, headers, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json<{ error: { fields: Record<string, string> } }>().error.fields[field]).toBe(
      `يجب أن يكون تاريخًا من ${DATE_MIN} إلى ${DATE_MAX}`,
    );
  };

  it('the dashboard refuses a day outside the bounds with 400 and answers at the bounds', async () => {
    for (const date of OUTSIDE) await expectRefused(`/v1/reports/dashboard?date=${date}`, 'date', cashier);
    for (const date of [DATE_MIN, DATE_MAX])
      expect((await get(`/v1/reports/dashboard?date=${date}`, cashier)).statusCode).toBe(200);
  });

  it('every range report refuses either end outside the bounds and answers at the bounds', async () => {
    for (const report of RANGE_REPORTS) {
      for (const date of OUTSIDE) {
        await expectRefused(`/v1/reports/${report}?from=${date}&to=${date}`, 'from');
        await expectRefused(`/v1/reports/${report}?from=2099-12-30&to=${date}`, 'to');
      }
      for (const format of ['json', 'csv'])
        for (const [from, to] of [
          [DATE_MIN, DATE_MIN],
          [DATE_MAX, DATE_MAX],
          ['2099-01-01', DATE_MAX],
        ]) {
          const res = await get(`/v1/reports/${report}?from=${from}&to=${to}&format=${format}`);
          expect(res.statusCode, `${report} ${from}…${to}: ${res.body}`).toBe(200);
        }
    }
  });

  it('expenses and the order list take dates within the bounds only', async () => {
    const create = (spentOn: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/expenses/create',
        headers: owner,
        payload: { category: 'Produce', amount: 100, spentOn },
      });
    for (const spentOn of ['0001-01-01', '1999-12-31']) {
      const res = await create(spentOn);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields.spentOn).toBe(
        `must be a date from ${DATE_MIN} to ${DATE_MAX}`,
      );
    }
    expect((await create(DATE_MIN)).statusCode).toBe(200);
    for (const date of OUTSIDE) {
      await expectRefused(`/v1/expenses?from=${date}`, 'from');
      await expectRefused(`/v1/orders?to=${date}`, 'to');
    }
    expect((await get(`/v1/expenses?from=${DATE_MIN}&to=${DATE_MAX}`)).statusCode).toBe(200);
    expect((await get(`/v1/orders?from=${DATE_MIN}&to=${DATE_MAX}`)).statusCode).toBe(200);
    // A day that does not exist is refused as before, now on the order list too.
    expect((await get('/v1/orders?from=2023-02-29')).statusCode).toBe(400);
  });
});
