import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AR } from './ar.ts';
import { translator } from './catalogue.ts';
import { preferredLocale } from './locale.ts';
import { arabic } from './localize.ts';
import { scanMessages } from './scan.ts';
import { zodIssueInArabic } from './zod-ar.ts';

const repo = (path: string) => fileURLToPath(new URL(`../../../../../${path}`, import.meta.url));
const ARABIC_LETTER = /[\u0600-\u06ff]/;

describe('the Arabic catalogue', () => {
  // Start-up messages (config.ts, main.ts) go to the operator's console, not to a client.
  const { messages, terms } = scanMessages(
    [repo('apps/server/src'), repo('packages/contracts/src')],
    (file) => /[/\\](test|config\.ts|main\.ts)$/.test(file),
  );

  it('finds the messages in the source', () => {
    const texts = messages.map((m) => m.text);
    expect(texts).toContain('Order not found'); // notFound('Order')
    expect(texts).toContain('This would grant permissions you do not have ({}).'); // a module's own helper
    expect(texts).toContain('An order cannot go from {} to {}.'); // rule(`...${from}...`)
    expect(texts).toContain('Already used by another customer'); // a field message
    expect(texts).toContain('must be more than zero'); // .refine(..., '...')
    expect(texts).toContain('give either userId or email'); // { message: '...' }
    expect(texts).toContain('is not a known setting'); // fields[key] = '...'
    expect(texts).toContain('Something went wrong on the server');
    expect(terms.map((t) => t.text)).toEqual(expect.arrayContaining(['SKU', 'barcode', 'phone number']));
  });

  it('has Arabic for every message in the source', () => {
    const missing = messages.filter((m) => {
      let i = 0;
      const sample = m.text.replaceAll('{}', () => `x${++i}`);
      return !ARABIC_LETTER.test(arabic(sample) ?? '');
    });
    expect(missing.map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });

  it('has Arabic for every word a message places into itself', () => {
    expect(
      terms.filter((t) => !ARABIC_LETTER.test(arabic(t.text) ?? '')).map((t) => `${t.where}: ${t.text}`),
    ).toEqual([]);
  });

  it('fills only slots its English key has', () => {
    for (const [key, entry] of Object.entries(AR)) {
      if (typeof entry !== 'string') continue;
      for (const [, name] of entry.matchAll(/\{(\w+)\}/g)) expect(key, key).toContain(`{${name}}`);
    }
  });

  it('translates the values it places, keeps the rest and words plurals', () => {
    expect(arabic('Order not found')).toBe('الطلب غير موجود');
    expect(arabic('An order cannot go from completed to new.')).toBe(
      'لا يمكن نقل الطلب من «مكتمل» إلى «جديد».',
    );
    expect(arabic('Another customer already has this phone number.')).toBe('لعميل آخر رقم الهاتف نفسه.');
    expect(arabic('Option Extra cheese is not available for Falafel Wrap')).toBe(
      'الخيار Extra cheese غير متاح لـ Falafel Wrap',
    );
    expect(arabic('The value of tax_rate_bp must be between 0 and 10000')).toBe(
      'قيمة tax_rate_bp: يجب أن يكون بين 0 و10000',
    );
    const locked = (n: number) =>
      arabic(`Too many failed sign-ins. Sign-in is locked for ${n} more minute${n === 1 ? '' : 's'}.`);
    expect(locked(1)).toContain('بعد دقيقة واحدة.');
    expect(locked(2)).toContain('بعد دقيقتين.');
    expect(locked(5)).toContain('بعد 5 دقائق.');
    expect(locked(15)).toContain('بعد 15 دقيقة.');
    expect(arabic('Nothing like this')).toBeUndefined();
    expect(arabic('constructor')).toBeUndefined();
  });

  it('matches templates whole, not in part', () => {
    const t = translator({ '{what} not found': 'غير موجود: {what}', 'Order not found': 'الطلب غير موجود' });
    expect(t('Order not found')).toBe('الطلب غير موجود');
    expect(t('Table not found')).toBe('غير موجود: Table');
    expect(t('Table not found, sorry')).toBeUndefined();
    expect(t('a.b* not found')).toBe('غير موجود: a.b*');
  });
});

describe('zod issues in Arabic', () => {
  it('words the common checks and leaves the rare ones to zod’s locale', () => {
    const say = zodIssueInArabic;
    expect(
      say({
        code: 'invalid_type',
        expected: 'string',
        message: 'Invalid input: expected string, received undefined',
      }),
    ).toBe('مطلوب');
    expect(
      say({
        code: 'invalid_type',
        expected: 'number',
        message: 'Invalid input: expected number, received string',
      }),
    ).toBe('نوع القيمة غير صحيح');
    expect(say({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true })).toBe(
      'لا يمكن أن يكون فارغًا',
    );
    expect(say({ code: 'too_big', origin: 'string', maximum: 120, inclusive: true })).toBe(
      'يجب ألا يزيد عدد الأحرف على 120',
    );
    expect(say({ code: 'too_small', origin: 'number', minimum: 0, inclusive: true })).toBe(
      'يجب ألا يقل عن 0',
    );
    expect(say({ code: 'too_small', origin: 'array', minimum: 1, inclusive: true })).toBe(
      'يجب ألا يقل عدد العناصر عن 1',
    );
    expect(say({ code: 'invalid_value', values: ['pos', 'debit'] })).toBe(
      'يجب أن يكون أحد الخيارات: pos، debit',
    );
    expect(say({ code: 'invalid_format', format: 'email' })).toBe('يجب أن يكون بريدًا إلكترونيًا');
    expect(say({ code: 'invalid_key', origin: 'record' })).toMatch(ARABIC_LETTER);
  });
});

describe('Accept-Language', () => {
  it('prefers Arabic only when the client does, by q-value', () => {
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale('')).toBe('en');
    expect(preferredLocale('ar')).toBe('ar');
    expect(preferredLocale('AR-sa')).toBe('ar');
    expect(preferredLocale('ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ar');
    expect(preferredLocale('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(preferredLocale('en;q=0.5, ar;q=0.8')).toBe('ar');
    expect(preferredLocale('fr-FR, ar;q=0.5')).toBe('ar'); // French is not offered
    expect(preferredLocale('ar;q=0, en')).toBe('en');
    expect(preferredLocale('ar;q=0')).toBe('en');
    expect(preferredLocale('*, ar;q=0.5')).toBe('en');
    expect(preferredLocale('fr, de')).toBe('en');
    expect(preferredLocale('ar;q=abc')).toBe('en');
    expect(preferredLocale('ar;q=2, en;q=0.5')).toBe('en');
    expect(preferredLocale(' ar ; q = 0.7 , en ; q=0.6')).toBe('ar');
  });
});
