import { beforeAll, describe, expect, it } from 'vitest';
import { schemaResolver } from '@/lib/form';
import { i18n } from '@/lib/i18n';
import { loadStrings } from '@/lib/test-i18n';
import {
  GeneralFormSchema,
  changedValues,
  generalMessages,
  initialValues,
  type GeneralValues,
} from './general-values';

const saved = {
  restaurant_name: 'Cashier',
  logo: '',
  small_logo: '',
  currency: 'SAR',
  languages: 'en,ar',
  default_language: 'en',
  timezone: 'Asia/Riyadh',
  tax_rate_bp: '1500',
  tax_inclusive: 'true',
  service_charge_bp: '0',
  address: '',
  phone: '',
  vat_number: '',
  receipt_footer: 'Thank you',
  discount_approval_bp: '2000',
} as const;

beforeAll(() => loadStrings('en'));

const check = (values: GeneralValues) => GeneralFormSchema.parse(values);

describe('general settings form', () => {
  it('shows basis points as percentages and saves them back unchanged', () => {
    const values = initialValues(saved);
    expect(values.tax_rate_bp).toBe('15');
    expect(values.discount_approval_bp).toBe('20');
    expect(changedValues(check(values), saved)).toEqual({});
  });

  it('sends only what changed, percentages as exact basis points', () => {
    const out = check({ ...initialValues(saved), tax_rate_bp: '15.5', restaurant_name: ' Bab ' });
    expect(changedValues(out, saved)).toEqual({ tax_rate_bp: '1550', restaurant_name: 'Bab' });
  });

  it('puts the default language first', () => {
    expect(check({ ...initialValues(saved), default_language: 'ar' }).languages).toBe('ar,en');
  });

  it('refuses what the server would refuse, per field', () => {
    const refused = schemaResolver(
      GeneralFormSchema,
      i18n.t,
      generalMessages(i18n.t),
    )({
      ...initialValues(saved),
      tax_rate_bp: '120',
      service_charge_bp: '1.234',
      restaurant_name: '  ',
      discount_approval_bp: '',
      languages: ['ar'],
      default_language: 'en',
    });
    expect(refused).toEqual({
      tax_rate_bp: 'Enter a percentage from 0 to 100.',
      service_charge_bp: 'Enter a number such as 15 or 15.5 (up to 2 decimals).',
      restaurant_name: 'This field is required.',
      discount_approval_bp: 'This field is required.',
      default_language: 'The default language must be one of the languages offered.',
    });
  });
});
