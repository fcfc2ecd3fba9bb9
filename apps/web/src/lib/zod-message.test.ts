import {
  Email,
  LoginBody,
  Phone,
  Pin,
  PrinterInput,
  ProductInput,
  SitePageInput,
  Text,
  UserCreate,
} from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatNumber } from '@cashier/web-core/format';
import { i18n } from './i18n';
import { loadStrings } from './test-i18n';
import { zodMessage } from './zod-message';

/** The first issue zod raises for `value`, worded for a person. */
function says(schema: z.ZodType, value: unknown): string {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) throw new Error(`${JSON.stringify(value)} passed`);
  return zodMessage(issue, i18n.t);
}

beforeAll(() => loadStrings('en'));
afterAll(() => i18n.changeLanguage('en'));

describe('zodMessage', () => {
  it("words every contract check a form meets, so a contract's new wording fails here", () => {
    const cases: [z.ZodType, unknown, string][] = [
      [Pin, '12', 'The PIN must be 4 to 6 digits.'],
      [UserCreate.shape.password, 'short', 'The password must be at least 10 characters.'],
      [LoginBody.shape.email, 'nobody', 'Enter an email address such as name@example.com.'],
      [Email, 'nobody', 'Enter an email address such as name@example.com.'],
      [Phone, '12', 'Enter 6 to 20 digits; spaces, + and - are allowed.'],
      [Phone, '12345a7', 'Enter 6 to 20 digits; spaces, + and - are allowed.'],
      [PrinterInput.shape.host, 'a b', 'Use a host name or IP address: letters, digits, dots and dashes.'],
      [PrinterInput.shape.port, 70_000, 'Use a port from 1 to 65535.'],
      [SitePageInput.shape.slug, 'About Us', expect.stringContaining('lower-case English letters')],
      [ProductInput.shape.barcode, 'a b', 'Use English letters, digits and dashes only.'],
      [ProductInput.shape.image, '/etc/passwd', 'Upload the picture again.'],
      [Text(10), 'a\u0007b', 'Remove the invisible control characters from this text.'],
    ] as never;
    for (const [schema, value, text] of cases) expect(says(schema, value)).toEqual(text);
  });

  it("words zod's own checks", () => {
    expect(says(Text(120), 'x'.repeat(121))).toBe('Use at most 120 characters.');
    expect(says(z.string().min(3), 'ab')).toBe('Use at least 3 characters.');
    expect(says(z.number().int().max(50), 51)).toBe('Enter 50 or less.');
    expect(says(z.number().int(), 1.5)).toBe('Enter a whole number.');
    expect(says(z.number(), Number.NaN)).toBe('Enter a number.');
    expect(says(z.enum(['a', 'b']), 'c')).toBe('Choose one of the options.');
  });

  it('says it in Arabic when the screen is Arabic, numbers and plurals included', async () => {
    await loadStrings('ar');
    expect(says(Pin, '12')).toBe('يجب أن يتكون الرمز السري من 4 إلى 6 أرقام.');
    expect(says(Text(120), 'x'.repeat(121))).toBe(`لا تتجاوز ${formatNumber(120, 'ar')} حرفًا.`);
    expect(says(z.string().min(2), 'a')).toBe('اكتب حرفين على الأقل.');
    expect(says(z.number().max(50), 51)).toBe(`أدخل ${formatNumber(50, 'ar')} أو أقل.`);
    // A check no sentence of ours covers still comes in Arabic, from zod's own locale.
    expect(says(z.number().multipleOf(5), 7)).toMatch(/[\u0600-\u06ff]/);
    await loadStrings('en');
  });
});
