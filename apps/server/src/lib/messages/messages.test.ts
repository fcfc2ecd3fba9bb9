import { FIELD_MESSAGES, ORDER_STATUSES, zodIssueInArabic, type Arabic } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { preferredLocale } from './locale.ts';
import { fromIssue, msg, render } from './text.ts';

const ARABIC_LETTER = /[\u0600-\u06ff]/;
const FORMATTERS = new Set(['orderStatus', 'roleName']);
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A template's slots, each with the formatter it names (`{{from, orderStatus}}`). */
const slots = (text: string) =>
  [...text.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => {
    const [name = '', format] = m[1]!.split(',').map((s) => s.trim());
    return { name, format };
  });

/** Each Arabic message beside the English it translates (both forms of an English plural). */
function pairs(english: Record<string, string>, arabic: Record<string, string>) {
  return Object.entries(arabic).map(([key, text]) => {
    const base = key.replace(PLURAL, '');
    const source = english[key.replace(PLURAL, '_other')] ?? english[base] ?? '';
    const forms = [source, english[`${base}_one`] ?? ''].join(' ');
    return { key, text, english: forms, plural: PLURAL.test(key) };
  });
}

describe.each([
  ['the server', en, ar],
  ['the contracts', FIELD_MESSAGES.en, FIELD_MESSAGES.ar],
])('the Arabic messages of %s', (_name, english: Record<string, string>, arabic: Record<string, string>) => {
  it('are Arabic and fill exactly the slots of their English', () => {
    for (const { key, text, english: source, plural } of pairs(english, arabic)) {
      expect(text, key).toMatch(ARABIC_LETTER);
      const want = new Set(slots(source).map((s) => s.name));
      const have = slots(text);
      for (const { name, format } of have) {
        expect(want, `${key} fills {{${name}}}, which its English lacks`).toContain(name);
        if (format) expect(FORMATTERS, `${key}: no formatter ${format}`).toContain(format);
      }
      // A plural form may word its count ("ثانيتين") rather than place it.
      for (const name of want) {
        if (!(plural && name === 'count'))
          expect(
            have.map((s) => s.name),
            `${key} drops {{${name}}}`,
          ).toContain(name);
      }
    }
  });

  it('word every English plural in both its forms', () => {
    for (const key of Object.keys(english).filter((k) => PLURAL.test(k))) {
      const base = key.replace(PLURAL, '');
      expect(english, key).toHaveProperty([`${base}_one`]);
      expect(english, key).toHaveProperty([`${base}_other`]);
    }
  });
});

describe('wording a message', () => {
  it('places values, words statuses and roles, and keeps what has no term', () => {
    expect(render('notFound.order', 'ar')).toBe('الطلب غير موجود');
    expect(render(msg('orders.transition', { from: 'completed', to: 'new' }), 'en')).toBe(
      'An order cannot go from completed to new.',
    );
    expect(render(msg('orders.transition', { from: 'completed', to: 'new' }), 'ar')).toBe(
      'لا يمكن نقل الطلب من «مكتمل» إلى «جديد».',
    );
    for (const status of ORDER_STATUSES) {
      expect(render(msg('orders.closed', { status }), 'ar')).toMatch(/«[\u0600-\u06ff ]+»/);
    }
    expect(render(msg('roles.fixedName', { role: 'owner' }), 'ar')).toBe('لا يمكن تغيير اسم دور «المالك».');
    expect(render(msg('users.roleBeyond', { role: 'Night shift', permissions: 'orders.void' }), 'ar')).toBe(
      'الدور «Night shift» يملك صلاحيات لا تملكها (orders.void).',
    );
    // A value is text, never a template or a reference to another message.
    const name = '{{item}} $t(notFound.order) <b>';
    expect(render(msg('orders.optionTwice', { item: name }), 'ar')).toBe(
      `اختير أحد الخيارات مرتين لـ ${name}.`,
    );
  });

  it('words plurals by Arabic’s rules and English’s', () => {
    const locked = (count: number, locale: 'en' | 'ar') => render(msg('auth.locked', { count }), locale);
    expect(locked(1, 'en')).toBe('Too many failed sign-ins. Sign-in is locked for 1 more minute.');
    expect(locked(15, 'en')).toBe('Too many failed sign-ins. Sign-in is locked for 15 more minutes.');
    expect(locked(1, 'ar')).toContain('بعد دقيقة واحدة.');
    expect(locked(2, 'ar')).toContain('بعد دقيقتين.');
    expect(locked(5, 'ar')).toContain('بعد 5 دقائق.');
    expect(locked(15, 'ar')).toContain('بعد 15 دقيقة.');
    expect(locked(100, 'ar')).toContain('بعد 100 دقيقة.');
  });

  it('words a zod issue: a contract’s key from its catalogue, zod’s own from zod’s locale', () => {
    const between = { code: 'custom', message: 'between', params: { min: 0, max: 10_000 } };
    expect(render(fromIssue(between), 'en')).toBe('must be between 0 and 10000');
    expect(render(msg('settings.badValue', { key: 'tax_rate_bp', problem: fromIssue(between) }), 'ar')).toBe(
      'قيمة tax_rate_bp: يجب أن يكون بين 0 و10000',
    );
    const tooLong = { code: 'too_big', origin: 'string', maximum: 120, message: 'Too big: …' };
    expect(render(fromIssue(tooLong), 'en')).toBe('Too big: …');
    expect(render(fromIssue(tooLong), 'ar')).toBe('يجب ألا يزيد عدد الأحرف على 120');
  });

  it('refuses, at typecheck, a key that does not exist and a missing or needless value', () => {
    // @ts-expect-error: no such message
    msg('orders.nothingLikeThis');
    // @ts-expect-error: `status` is missing
    msg('orders.closed', {});
    // @ts-expect-error: the message needs its values
    msg('orders.closed');
    // @ts-expect-error: this message has no slots
    msg('auth.signIn', { who: 'x' });
    // @ts-expect-error: a plural's count is a number
    msg('auth.locked', { count: '5' });
    const { 'orders.closed': _closed, ...incomplete } = ar;
    // @ts-expect-error: an Arabic catalogue lacking a message
    const missing: Arabic<typeof en> = incomplete;
    expect(missing).toBeDefined();
  });
});

describe('zod issues in Arabic', () => {
  it('words the common checks and leaves the rare ones to zod’s locale', () => {
    const say = zodIssueInArabic;
    const missing = 'Invalid input: expected string, received undefined';
    expect(say({ code: 'invalid_type', expected: 'string', message: missing } as never)).toBe('مطلوب');
    expect(say({ code: 'invalid_type', expected: 'string', input: undefined } as never)).toBe('مطلوب');
    const wrong = 'Invalid input: expected number, received string';
    expect(say({ code: 'invalid_type', expected: 'number', message: wrong } as never)).toBe(
      'نوع القيمة غير صحيح',
    );
    const issue = (details: object) => say({ code: 'too_small', inclusive: true, ...details } as never);
    expect(issue({ origin: 'string', minimum: 1 })).toBe('لا يمكن أن يكون فارغًا');
    expect(issue({ origin: 'number', minimum: 0 })).toBe('يجب ألا يقل عن 0');
    expect(issue({ origin: 'array', minimum: 1 })).toBe('يجب ألا يقل عدد العناصر عن 1');
    expect(say({ code: 'too_big', origin: 'string', maximum: 120, inclusive: true } as never)).toBe(
      'يجب ألا يزيد عدد الأحرف على 120',
    );
    expect(say({ code: 'invalid_value', values: ['pos', 'debit'] } as never)).toBe(
      'يجب أن يكون أحد الخيارات: pos، debit',
    );
    expect(say({ code: 'invalid_format', format: 'email' } as never)).toBe('يجب أن يكون بريدًا إلكترونيًا');
    expect(say({ code: 'invalid_key', origin: 'record' } as never)).toMatch(ARABIC_LETTER);
  });
});

describe('Accept-Language', () => {
  const localeFor = (header?: string) =>
    preferredLocale(header === undefined ? {} : { 'accept-language': header });

  it('prefers Arabic only when the client does, by q-value', () => {
    expect(localeFor(undefined)).toBe('en');
    expect(localeFor('')).toBe('en');
    expect(localeFor('ar')).toBe('ar');
    expect(localeFor('AR-sa')).toBe('ar');
    expect(localeFor('ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ar');
    expect(localeFor('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(localeFor('en;q=0.5, ar;q=0.8')).toBe('ar');
    expect(localeFor('fr-FR, ar;q=0.5')).toBe('ar'); // French is not offered
    expect(localeFor('ar;q=0, en')).toBe('en');
    expect(localeFor('ar;q=0')).toBe('en');
    expect(localeFor('*, ar;q=0.5')).toBe('en');
    expect(localeFor('fr, de')).toBe('en');
    expect(localeFor('ar;q=abc')).toBe('en');
    expect(localeFor(' ar ; q = 0.7 , en ; q=0.6')).toBe('ar');
  });

  it('follows the library where the hand parser differed', () => {
    // `*` weighs the languages not named (RFC 4647): Arabic 0.5 over English 0.1. The hand
    // parser took `*` as "the default" and answered English.
    expect(localeFor('en;q=0.1, *;q=0.5')).toBe('ar');
    // A weight above 1 is read as the number written; the hand parser dropped it as malformed.
    expect(localeFor('ar;q=2, en;q=0.5')).toBe('ar');
  });
});

describe('the English of paper', () => {
  it('is printable ASCII, so a text-mode printer prints it in its own font, not as a picture', () => {
    // render.ts pictures any line with a character outside printable ASCII; a "−" once did that
    // to a till report's difference, the one line a cashier reads first.
    for (const [key, text] of Object.entries(en).filter(([k]) => k.startsWith('print.')))
      expect(text, key).toMatch(/^[\x20-\x7e]*$/);
  });
});
