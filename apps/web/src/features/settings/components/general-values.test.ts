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
  seller_name: '',
  vat_number: '',
  receipt_footer: 'Thank you',
  receipt_footer_ar: 'شكرًا',
  discount_approval_bp: '2000',
  kitchen_warn_minutes: '8',
  kitchen_late_minutes: '15',
  kitchen_both_languages: 'false',
  board_clear_minutes: '10',
  display_paid_seconds: '15',
  pos_lock_minutes: '2',
  day_start_hour: '0',
  cash_difference_limit: '0',
  payout_approval_limit: '0',
  cash_needs_shift: 'true',
  shift_close_shows_expected: 'false',
  feedback_contact: '',
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

  it('reads the cash difference limit in the chosen currency, and the day start as an hour', () => {
    const values = { ...initialValues(saved), cash_difference_limit: '12.5', day_start_hour: '4' };
    expect(changedValues(check(values), saved)).toEqual({
      cash_difference_limit: '1250',
      day_start_hour: '4',
    });
    expect(check({ ...values, currency: 'KWD' }).cash_difference_limit).toBe('12500');
    expect(GeneralFormSchema.safeParse({ ...values, cash_difference_limit: '12.345' }).success).toBe(false);
  });

  it('reads the pay-out limit in the chosen currency, and keeps cash needing a shift unless switched off', () => {
    const values = initialValues({ ...saved, payout_approval_limit: '5000' });
    expect(values.payout_approval_limit).toBe('50.00');
    expect(values.cash_needs_shift).toBe(true);
    expect(initialValues({ ...saved, cash_needs_shift: undefined }).cash_needs_shift).toBe(true);
    const out = check({ ...values, payout_approval_limit: '7.5', cash_needs_shift: false });
    expect(changedValues(out, saved)).toEqual({ payout_approval_limit: '750', cash_needs_shift: 'false' });
    expect(check({ ...values, currency: 'KWD' }).payout_approval_limit).toBe('50000');
    const resolve = schemaResolver(GeneralFormSchema, i18n.t, generalMessages(i18n.t));
    expect(resolve({ ...values, payout_approval_limit: '-1' })).toEqual({
      payout_approval_limit: 'Enter an amount of 0 or more.',
    });
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

  it('keeps the kitchen times as whole minutes and late after amber, as the server does', () => {
    const resolve = schemaResolver(GeneralFormSchema, i18n.t, generalMessages(i18n.t));
    expect(initialValues(saved).kitchen_late_minutes).toBe(15);
    const out = check({ ...initialValues(saved), kitchen_late_minutes: 20, kitchen_both_languages: true });
    expect(changedValues(out, saved)).toEqual({ kitchen_late_minutes: '20', kitchen_both_languages: 'true' });
    expect(resolve({ ...initialValues(saved), kitchen_warn_minutes: 15 })).toEqual({
      kitchen_late_minutes: 'Must be more than the amber minutes.',
    });
    expect(resolve({ ...initialValues(saved), kitchen_warn_minutes: 300, pos_lock_minutes: '' })).toEqual({
      kitchen_warn_minutes: 'Enter whole minutes from 1 to 240.',
      pos_lock_minutes: 'This field is required.',
    });
  });

  it('keeps the customer display time as whole seconds, 1 to 600, as the server does', () => {
    const resolve = schemaResolver(GeneralFormSchema, i18n.t, generalMessages(i18n.t));
    expect(initialValues({ ...saved, display_paid_seconds: undefined }).display_paid_seconds).toBe(15);
    const out = check({ ...initialValues(saved), display_paid_seconds: 4 });
    expect(changedValues(out, saved)).toEqual({ display_paid_seconds: '4' });
    for (const wrong of [0, 601, 2.5]) {
      expect(resolve({ ...initialValues(saved), display_paid_seconds: wrong })).toEqual({
        display_paid_seconds: 'Enter whole seconds from 1 to 600.',
      });
    }
  });
});
