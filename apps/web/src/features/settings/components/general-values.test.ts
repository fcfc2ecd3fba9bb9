import { describe, expect, it } from 'vitest';
import { changedValues, initialValues, toSettingValues } from './general-values';

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

describe('general settings form', () => {
  it('shows basis points as percentages and saves them back unchanged', () => {
    const values = initialValues(saved);
    expect(values.tax_rate_bp).toBe('15');
    expect(values.discount_approval_bp).toBe('20');
    const out = toSettingValues(values);
    expect('values' in out && changedValues(out.values, saved)).toEqual({});
  });

  it('sends only what changed, percentages as exact basis points', () => {
    const out = toSettingValues({ ...initialValues(saved), tax_rate_bp: '15.5', restaurant_name: ' Bab ' });
    expect('values' in out && changedValues(out.values, saved)).toEqual({
      tax_rate_bp: '1550',
      restaurant_name: 'Bab',
    });
  });

  it('puts the default language first', () => {
    const out = toSettingValues({ ...initialValues(saved), default_language: 'ar' });
    expect('values' in out && out.values.languages).toBe('ar,en');
  });

  it('refuses what the server would refuse, per field', () => {
    const out = toSettingValues({
      ...initialValues(saved),
      tax_rate_bp: '120',
      service_charge_bp: '1.234',
      restaurant_name: '  ',
      languages: ['ar'],
      default_language: 'en',
    });
    expect('problems' in out && out.problems).toEqual({
      tax_rate_bp: 'invalid',
      service_charge_bp: 'percentFormat',
      restaurant_name: 'required',
      default_language: 'invalid',
    });
  });
});
