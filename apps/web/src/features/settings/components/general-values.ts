import { SETTING_DEFINITIONS, isSettingKey, type SettingKey } from '@cashier/contracts';
import { bpToPercent, percentToBp } from './percent';

export type Language = 'en' | 'ar';
export const LANGUAGES: readonly Language[] = ['en', 'ar'];

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
  'address',
  'phone',
  'vat_number',
  'timezone',
  'receipt_footer',
  'languages',
  'default_language',
] as const satisfies readonly SettingKey[];
export type GeneralKey = (typeof GENERAL_KEYS)[number];

export const PERCENT_KEYS = ['tax_rate_bp', 'service_charge_bp', 'discount_approval_bp'] as const;
type PercentKey = (typeof PERCENT_KEYS)[number];

/** What the form holds: text as typed (percentages as "15.5"), pictures as URL or null. */
export interface GeneralValues {
  restaurant_name: string;
  logo: string | null;
  small_logo: string | null;
  currency: string;
  tax_rate_bp: string;
  tax_inclusive: boolean;
  service_charge_bp: string;
  discount_approval_bp: string;
  address: string;
  phone: string;
  vat_number: string;
  timezone: string;
  receipt_footer: string;
  languages: Language[];
  default_language: Language;
}

/** Why a field was refused; the form turns it into a translated message for that field. */
export type Problem = 'required' | 'percentFormat' | 'invalid';

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
    address: saved.address ?? '',
    phone: saved.phone ?? '',
    vat_number: saved.vat_number ?? '',
    timezone: saved.timezone || 'UTC',
    receipt_footer: saved.receipt_footer ?? '',
    languages: languages.length ? languages : ['en', 'ar'],
    default_language: saved.default_language === 'ar' ? 'ar' : 'en',
  };
}

/** Offered languages as stored: the default first, so `languages` and `default_language` agree. */
function languagesValue(values: GeneralValues): string {
  const rest = LANGUAGES.filter((l) => l !== values.default_language && values.languages.includes(l));
  return [values.default_language, ...rest].join(',');
}

/**
 * Turns the form into setting values, checked with the same rules the server uses
 * (SETTING_DEFINITIONS), so a mistake shows at once beside its field.
 */
export function toSettingValues(
  values: GeneralValues,
): { values: Record<GeneralKey, string> } | { problems: Partial<Record<GeneralKey, Problem>> } {
  const problems: Partial<Record<GeneralKey, Problem>> = {};
  const percent = (key: PercentKey): string => {
    const read = percentToBp(values[key]);
    if ('bp' in read) return String(read.bp);
    problems[key] = read.problem === 'required' ? 'required' : 'percentFormat';
    return '';
  };
  const out: Record<GeneralKey, string> = {
    restaurant_name: values.restaurant_name.trim(),
    logo: values.logo ?? '',
    small_logo: values.small_logo ?? '',
    currency: values.currency,
    tax_rate_bp: percent('tax_rate_bp'),
    tax_inclusive: String(values.tax_inclusive),
    service_charge_bp: percent('service_charge_bp'),
    discount_approval_bp: percent('discount_approval_bp'),
    address: values.address.trim(),
    phone: values.phone.trim(),
    vat_number: values.vat_number.trim(),
    timezone: values.timezone,
    receipt_footer: values.receipt_footer.trim(),
    languages: languagesValue(values),
    default_language: values.default_language,
  };
  if (!out.restaurant_name) problems.restaurant_name = 'required';
  if (!values.languages.includes(values.default_language)) problems.default_language = 'invalid';
  for (const key of GENERAL_KEYS) {
    if (problems[key]) continue;
    if (!SETTING_DEFINITIONS[key].schema.safeParse(out[key]).success) problems[key] = 'invalid';
  }
  return Object.keys(problems).length ? { problems } : { values: out };
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
