import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ATTEMPTS, MAX_PIN_FAILURES } from '../../modules/auth/index.ts';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/** Error answers over real HTTP handling (inject), in Arabic when Accept-Language prefers it. */
describe.each(engines())('error messages in Arabic on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  const ar = { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' };

  const error = async (request: InjectOptions, status: number) => {
    const res = await t.app.inject(request);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
  };

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  it('answers a 404 in Arabic, and in English otherwise', async () => {
    const url = '/v1/orders/999999';
    expect(await error({ url, headers: { ...owner, ...ar } }, 404)).toEqual({
      code: 'NOT_FOUND',
      message: 'الطلب غير موجود',
    });
    expect((await error({ url, headers: owner }, 404)).message).toBe('Order not found');
    const english = { 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' };
    expect((await error({ url, headers: { ...owner, ...english } }, 404)).message).toBe('Order not found');
    expect((await error({ url: '/v1/no-such-thing', headers: ar }, 404)).message).toBe(
      'لا يوجد مسار GET /v1/no-such-thing',
    );
  });

  it('answers Fastify’s router errors in the same shape, in Arabic too', async () => {
    const badPath = { method: 'DELETE' as const, url: '/v1/roles/destroy/%F0%28' };
    expect(await error({ ...badPath, headers: { ...owner, ...ar } }, 400)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'الطلب غير صالح.',
    });
    expect(await error({ ...badPath, headers: owner }, 400)).toEqual({
      code: 'VALIDATION_FAILED',
      message: "'/v1/roles/destroy/%F0%28' is not a valid url component",
    });
    const long = { method: 'DELETE' as const, url: `/v1/site-pages/destroy/${'9'.repeat(200)}` };
    expect(await error({ ...long, headers: ar }, 414)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'الطلب غير صالح.',
    });
  });

  it('answers a 409 and its field in Arabic', async () => {
    const payload = { name: 'Huda', phone: '0555 000 111' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/v1/customers/create',
      headers: owner,
      payload,
    });
    expect(first.statusCode).toBe(200);
    const request = {
      method: 'POST' as const,
      url: '/v1/customers/create',
      payload: { ...payload, name: 'Other' },
    };
    expect(await error({ ...request, headers: { ...owner, ...ar } }, 409)).toEqual({
      code: 'CONFLICT',
      message: 'لعميل آخر رقم الهاتف نفسه.',
      fields: { phone: 'مستخدم لعميل آخر' },
    });
    expect(await error({ ...request, headers: owner }, 409)).toMatchObject({
      message: 'Another customer already has this phone number.',
      fields: { phone: 'Already used by another customer' },
    });
  });

  it('answers a 400 in Arabic: the contract’s own messages and zod’s', async () => {
    const body = await error(
      {
        method: 'POST',
        url: '/v1/products/create',
        headers: { ...owner, ...ar },
        payload: { nameEn: '', nameAr: 'x', price: 100, image: null, barcode: 'no spaces please' },
      },
      400,
    );
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'محتوى الطلب غير صالح',
      fields: {
        categoryId: 'مطلوب', // zod: missing
        nameEn: 'لا يمكن أن يكون فارغًا', // zod: too small
        barcode: 'أحرف وأرقام وشرطات فقط', // the contract's own message
      },
    });
    const query = await error(
      { url: '/v1/reports/dashboard?date=2026-02-30', headers: { ...owner, ...ar } },
      400,
    );
    expect(query).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'معاملات الاستعلام غير صالحة',
      fields: { date: 'يجب أن يكون تاريخًا صحيحًا بصيغة YYYY-MM-DD' },
    });
    const english = await error({ url: '/v1/reports/dashboard?date=2026-02-30', headers: owner }, 400);
    expect(english).toMatchObject({ fields: { date: 'must be a real date as YYYY-MM-DD' } });
  });

  it('answers 401 and 403 in Arabic', async () => {
    expect((await error({ url: '/v1/users', headers: ar }, 401)).message).toBe('سجّل الدخول للمتابعة.');
    const waiter = bearer(await t.userWithRole('waiter'));
    expect((await error({ url: '/v1/users', headers: { ...waiter, ...ar } }, 403)).message).toBe(
      'دورك لا يسمح بهذا (يتطلب users.manage).',
    );
  });

  it('answers a slowed-down and a locked sign-in (429) in Arabic with Retry-After', async () => {
    const login = { method: 'POST' as const, url: '/v1/auth/login', remoteAddress: '10.1.0.1' };
    const payload = { email: 'locked-ar@test.local', password: 'wrong' };
    for (let i = 0; i < FREE_ATTEMPTS; i++) await error({ ...login, payload }, 401);
    const slowed = await t.app.inject({ ...login, headers: ar, payload });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'محاولات فاشلة كثيرة. انتظر ثانية واحدة قبل المحاولة مرة أخرى.',
    });

    const pin = { method: 'POST' as const, url: '/v1/auth/pin', payload: { userId: 424242, pin: '0000' } };
    for (let i = 0; i < MAX_PIN_FAILURES; i++) await error({ ...pin, remoteAddress: `10.1.2.${i}` }, 401);
    const res = await t.app.inject({ ...pin, headers: ar, remoteAddress: '10.1.1.1' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(res.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد 15 دقيقة.',
    });
  });
});
