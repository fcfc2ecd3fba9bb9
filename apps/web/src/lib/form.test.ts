import { CategoryInput } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaResolver } from './form';
import { numberField } from './form-schema';
import { i18n } from './i18n';
import { loadStrings } from './test-i18n';
import { formRule } from './zod-message';

const Category = CategoryInput.extend({ sortOrder: numberField(CategoryInput.shape.sortOrder) });
const category = { nameEn: 'Drinks', nameAr: 'مشروبات', image: null, sortOrder: 0, active: true };

beforeAll(() => loadStrings('en'));
afterAll(() => i18n.changeLanguage('en'));

describe('schemaResolver', () => {
  it('passes what the contract takes and names each refused field once', () => {
    const check = schemaResolver(Category, i18n.t);
    expect(check(category)).toEqual({});
    expect(check({ ...category, nameEn: '  ', nameAr: 'x'.repeat(121), sortOrder: '' })).toEqual({
      nameEn: 'This field is required.',
      nameAr: 'Use at most 120 characters.',
    });
  });

  it("uses a field's own words, and a form rule's own message over both", () => {
    const schema = z
      .object({ pin: z.string().regex(/^\d{4}$/), again: z.string() })
      .refine((v) => v.pin === v.again, { path: ['again'], params: formRule('profile.errors.mismatch') });
    const check = schemaResolver(schema, i18n.t, {
      pin: { required: 'Type a PIN.', invalid: 'Four digits.' },
    });
    expect(check({ pin: '', again: '' })).toEqual({ pin: 'Type a PIN.' });
    expect(check({ pin: '12', again: '12' })).toEqual({ pin: 'Four digits.' });
    expect(check({ pin: '1234', again: '' })).toEqual({ again: 'The two passwords do not match.' });
  });

  it('answers in Arabic on an Arabic screen', async () => {
    await loadStrings('ar');
    expect(schemaResolver(Category, i18n.t)({ ...category, nameAr: '' })).toEqual({
      nameAr: 'هذا الحقل مطلوب.',
    });
    await loadStrings('en');
  });
});
