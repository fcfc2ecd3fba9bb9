import {
  SETTING_DEFINITIONS,
  decimalToMinor,
  isSettingKey,
  minorToDecimal,
  type SettingKey,
} from '@cashier/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { FieldMessages } from '@/lib/form';
import { formRule } from '@/lib/zod-message';
import { bpToPercent, percentToBp } from './percent';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The settings the general form edits; the online-ordering secret is not among them. */
export const GENERAL_KEYS = [
  'restaurant_name',
  'logo',
  'small_logo',
  'currency',
  'tax_rate_bp',
  'tax_inclusive',
  'service_charge_bp',
  'discount_approval_bp',
  'cash_difference_limit',
  'payout_approval_limit',
  'cash_needs_shift',
  'shift_close_shows_expected',
  'address',
  'phone',
  'feedback_contact',
  'seller_name',
  'vat_number',
  'timezone',
  'day_start_hour',
  'receipt_footer',
  'receipt_footer_ar',
  'languages',
  'default_language',
  'kitchen_warn_minutes',
  'kitchen_late_minutes',
  'kitchen_both_languages',
  'board_clear_minutes',
  'display_paid_seconds',
  'pos_lock_minutes',
] as const satisfies readonly SettingKey[];
export type GeneralKey = (typeof GENERAL_KEYS)[number];

export const PERCENT_KEYS = ['tax_rate_bp', 'service_charge_bp', 'discount_approval_bp'] as const;
type PercentKey = (typeof PERCENT_KEYS)[number];

const percentText = (value: string | undefined) => bpToPercent(Number(value) || 0);

export function initialValues(saved: Partial<Record<SettingKey, string>>): GeneralValues {
  const languages = (saved.languages ?? 'en,ar')
    .split(',')
    .filter((l): l is Language => l === 'en' || l === 'ar');
  return {
    restaurant_name: saved.restaurant_name ?? '',
    logo: saved.logo || null,
    small_logo: saved.small_logo || null,
    currency: saved.currency || 'SAR',
    tax_rate_bp: percentText(saved.tax_rate_bp),
    tax_inclusive: saved.tax_inclusive !== 'false',
    service_charge_bp: percentText(saved.service_charge_bp),
    discount_approval_bp: percentText(saved.discount_approval_bp),
    cash_difference_limit: minorToDecimal(Number(saved.cash_difference_limit ?? 0), saved.currency || 'SAR'),
    payout_approval_limit: minorToDecimal(Number(saved.payout_approval_limit ?? 0), saved.currency || 'SAR'),
    // On unless switched off, as the server reads it.
    cash_needs_shift: saved.cash_needs_shift !== 'false',
    // A blind count unless switched on, as the server reads it.
    shift_close_shows_expected: saved.shift_close_shows_expected === 'true',
    address: saved.address ?? '',
    phone: saved.phone ?? '',
    feedback_contact: saved.feedback_contact ?? '',
    seller_name: saved.seller_name ?? '',
    vat_number: saved.vat_number ?? '',
    timezone: saved.timezone || 'UTC',
    day_start_hour: saved.day_start_hour || '0',
    receipt_footer: saved.receipt_footer ?? '',
    receipt_footer_ar: saved.receipt_footer_ar ?? '',
    languages: languages.length ? languages : ['en', 'ar'],
    default_language: saved.default_language === 'ar' ? 'ar' : 'en',
    kitchen_warn_minutes: minutes(saved.kitchen_warn_minutes, 8),
    kitchen_late_minutes: minutes(saved.kitchen_late_minutes, 15),
    kitchen_both_languages: saved.kitchen_both_languages === 'true',
    board_clear_minutes: minutes(saved.board_clear_minutes, 10),
    display_paid_seconds: minutes(saved.display_paid_seconds, 15),
    pos_lock_minutes: minutes(saved.pos_lock_minutes, 2),
  };
}

/** A stored number of minutes (or seconds) for its NumberInput; a missing one shows the seeded default. */
const minutes = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);

/** Offered languages as stored: the default first, so `languages` and `default_language` agree. */
function languagesValue(values: { languages: Language[]; default_language: Language }): string {
  const rest = LANGUAGES.filter((l) => l !== values.default_language && values.languages.includes(l));
  return [values.default_language, ...rest].join(',');
}

const setting = <K extends GeneralKey>(key: K): (typeof SETTING_DEFINITIONS)[K]['schema'] =>
  SETTING_DEFINITIONS[key].schema;

/**
 * A percentage typed as text ("15.5", Arabic digits too) read into the setting's basis points,
 * then checked by the setting's own rule (0 to 100 %). Empty stays empty, which the rule refuses.
 */
function percentField(key: PercentKey) {
  return z
    .string()
    .transform((text, ctx) => {
      const read = percentToBp(text);
      if ('bp' in read) return String(read.bp);
      if (read.problem === 'required') return '';
      ctx.addIssue({
        code: 'custom',
        message: 'not a percentage',
        params: formRule('settings.errors.percentFormat'),
      });
      return z.NEVER;
    })
    .pipe(setting(key));
}

type MinutesKey =
  | 'kitchen_warn_minutes'
  | 'kitchen_late_minutes'
  | 'board_clear_minutes'
  | 'display_paid_seconds'
  | 'pos_lock_minutes';

/** Minutes or seconds from a NumberInput (a number, or text while empty) as the setting's stored text. */
const minutesField = (key: MinutesKey) =>
  z
    .union([z.number(), z.string()])
    .transform((v) => String(v).trim())
    .pipe(setting(key));

/** A picture setting: none is stored as empty text. */
const pictureField = (key: 'logo' | 'small_logo') =>
  z
    .string()
    .nullable()
    .transform((url) => url ?? '')
    .pipe(setting(key));

/**
 * The form's values checked with the same rules the server uses (SETTING_DEFINITIONS), turned
 * into the settings' stored text: percentages as basis points, the default language first.
 */
export const GeneralFormSchema = z
  .object({
    restaurant_name: setting('restaurant_name'),
    logo: pictureField('logo'),
    small_logo: pictureField('small_logo'),
    currency: setting('currency'),
    tax_rate_bp: percentField('tax_rate_bp'),
    tax_inclusive: z
      .boolean()
      .transform((inclusive) => String(inclusive))
      .pipe(setting('tax_inclusive')),
    service_charge_bp: percentField('service_charge_bp'),
    discount_approval_bp: percentField('discount_approval_bp'),
    // Typed in the currency chosen above; read into minor units once the whole form is known.
    cash_difference_limit: z.string(),
    payout_approval_limit: z.string(),
    cash_needs_shift: z
      .boolean()
      .transform((needs) => String(needs))
      .pipe(setting('cash_needs_shift')),
    shift_close_shows_expected: z
      .boolean()
      .transform((shows) => String(shows))
      .pipe(setting('shift_close_shows_expected')),
    address: setting('address'),
    phone: setting('phone'),
    feedback_contact: setting('feedback_contact'),
    seller_name: setting('seller_name'),
    vat_number: setting('vat_number'),
    timezone: setting('timezone'),
    day_start_hour: setting('day_start_hour'),
    receipt_footer: setting('receipt_footer'),
    receipt_footer_ar: setting('receipt_footer_ar'),
    languages: z.array(z.enum(LANGUAGES)).min(1),
    default_language: setting('default_language'),
    kitchen_warn_minutes: minutesField('kitchen_warn_minutes'),
    kitchen_late_minutes: minutesField('kitchen_late_minutes'),
    kitchen_both_languages: z
      .boolean()
      .transform((both) => String(both))
      .pipe(setting('kitchen_both_languages')),
    board_clear_minutes: minutesField('board_clear_minutes'),
    display_paid_seconds: minutesField('display_paid_seconds'),
    pos_lock_minutes: minutesField('pos_lock_minutes'),
  })
  .refine((v) => v.languages.includes(v.default_language), { path: ['default_language'], when: () => true })
  // As the server: a ticket turns late only after it has turned amber.
  .refine((v) => Number(v.kitchen_late_minutes) > Number(v.kitchen_warn_minutes), {
    path: ['kitchen_late_minutes'],
    params: formRule('settings.errors.lateAfterWarn'),
    when: (payload) => lateIsComparable(payload.value, payload.issues),
  })
  .refine((v) => cashLimit(v.cash_difference_limit, v.currency) !== null, {
    path: ['cash_difference_limit'],
    params: formRule('settings.errors.cash_difference_limit'),
    when: () => true,
  })
  .refine((v) => cashLimit(v.payout_approval_limit, v.currency) !== null, {
    path: ['payout_approval_limit'],
    params: formRule('settings.errors.payout_approval_limit'),
    when: () => true,
  })
  .transform((v): Record<GeneralKey, string> => ({
    ...v,
    languages: languagesValue(v),
    cash_difference_limit: String(cashLimit(v.cash_difference_limit, v.currency)),
    payout_approval_limit: String(cashLimit(v.payout_approval_limit, v.currency)),
  }));
export type GeneralValues = z.input<typeof GeneralFormSchema>;

/** A cash limit typed in the chosen currency, in its minor units; null when it is not an amount. */
function cashLimit(text: string, currency: string): number | null {
  const minor = decimalToMinor(text.trim() || '0', currency);
  return minor !== null && minor >= 0 && minor <= 1_000_000_000 ? minor : null;
}

const KITCHEN_TIMES: readonly PropertyKey[] = ['kitchen_warn_minutes', 'kitchen_late_minutes'];

/** Both kitchen times passed their own rules, so whether late follows warn is worth saying. */
function lateIsComparable(value: unknown, issues: readonly { path?: readonly PropertyKey[] }[]): boolean {
  if (issues.some((issue) => KITCHEN_TIMES.includes(issue.path?.[0] ?? ''))) return false;
  const v = value as Record<string, unknown>;
  return KITCHEN_TIMES.every((key) => /^\d+$/.test(String(v[key as string]).trim()));
}

/** Each setting's own sentence for a value its rule refuses. */
export function generalMessages(t: TFunction): FieldMessages<GeneralValues> {
  return Object.fromEntries(GENERAL_KEYS.map((key) => [key, t(`settings.errors.${key}`)]));
}

/** Only what differs from the saved settings is sent, so the staff log records real changes. */
export function changedValues(
  next: Record<GeneralKey, string>,
  saved: Partial<Record<SettingKey, string>>,
): Partial<Record<GeneralKey, string>> {
  return Object.fromEntries(
    GENERAL_KEYS.filter((k) => next[k] !== (saved[k] ?? '')).map((k) => [k, next[k]]),
  );
}

/** Server field errors are keyed by setting key; anything else is not a field of this form. */
export function isGeneralKey(key: string): key is GeneralKey {
  return isSettingKey(key) && (GENERAL_KEYS as readonly string[]).includes(key);
}
