import { isFieldMessage, type FieldMessageKey } from '@cashier/contracts';
import type { TFunction } from 'i18next';
import type { core } from 'zod';
import arabic from 'zod/v4/locales/ar.js';
import english from 'zod/v4/locales/en.js';
import { formatNumber } from '@cashier/web-core/format';
import { currentLocale, type TranslationKey } from './i18n';

export type ZodIssue = core.$ZodIssue;

/**
 * The contracts name their own checks by key (`says.pinDigits`); these are the ones a form meets,
 * each with the web's translated sentence (zod-message.test.ts names every entry's schema).
 */
const CONTRACT_MESSAGES: Partial<Record<FieldMessageKey, TranslationKey>> = {
  pinDigits: 'validation.pin',
  passwordLength: 'validation.passwordShort',
  emailAddress: 'validation.email',
  customerEmail: 'validation.email',
  phoneLength: 'validation.phone',
  phoneCharacters: 'validation.phone',
  hostName: 'validation.host',
  portRange: 'validation.port',
  slug: 'validation.slug',
  lettersDigitsDashes: 'validation.barcode',
  uploadedPicture: 'validation.picture',
  controlCharacters: 'validation.controlCharacters',
};

/** A rule a form adds to a contract schema names its own message: `{ params: formRule('area.sentence') }`. */
interface RuleParams {
  i18n: TranslationKey;
  values?: Record<string, string | number>;
}

/**
 * The `params` of a check a form adds itself (a repeated password, a price's decimals): the
 * translation key of its message and the values the message names.
 * @example z.string().refine(same, { params: formRule('area.sentence') })
 */
export function formRule(i18n: TranslationKey, values?: RuleParams['values']): RuleParams {
  return values ? { i18n, values } : { i18n };
}

/** The rule a form added itself behind an issue, if it is one. */
export function ruleOf(issue: ZodIssue): RuleParams | undefined {
  if (issue.code !== 'custom' || typeof issue.params?.i18n !== 'string') return undefined;
  return issue.params as RuleParams;
}

/** zod's own wording in the active language, for the issues no sentence of ours covers. */
function zodWording(issue: ZodIssue): string {
  const locale = currentLocale() === 'ar' ? arabic() : english();
  const text = locale.localeError(issue as core.$ZodRawIssue);
  return typeof text === 'string' ? text : (text?.message ?? issue.message);
}

function sizeMessage(issue: core.$ZodIssueTooSmall | core.$ZodIssueTooBig, t: TFunction): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const value = formatNumber(limit, currentLocale());
  if (issue.origin === 'string')
    return t(small ? 'validation.tooShort' : 'validation.tooLong', { count: limit, value });
  if (issue.origin === 'array' || issue.origin === 'set')
    return t(small ? 'validation.tooFew' : 'validation.tooMany', { value });
  if (issue.inclusive === false) return t(small ? 'validation.moreThan' : 'validation.lessThan', { value });
  return t(small ? 'validation.atLeast' : 'validation.atMost', { value });
}

/**
 * What a person reads for one zod issue, in the UI language: a form's own rule, a contract's
 * known message, or a sentence for zod's own check (too short, not a number…); zod's locale
 * words the rare rest. An empty field is the caller's call ({@link schemaResolver} says "required").
 * @example zodMessage({ code: 'too_big', origin: 'string', maximum: 120, ... }, t) // "Use at most 120 characters."
 */
export function zodMessage(issue: ZodIssue, t: TFunction): string {
  const rule = ruleOf(issue);
  if (rule) return t(rule.i18n, rule.values ?? {});
  const known = isFieldMessage(issue.message) ? CONTRACT_MESSAGES[issue.message] : undefined;
  if (known) return t(known);
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue, t);
    case 'invalid_type':
      if (issue.expected === 'int') return t('validation.wholeNumber');
      return issue.expected === 'number' ? t('validation.number') : t('validation.invalid');
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.format');
    case 'invalid_value':
      return t('validation.choice');
    case 'custom':
      return t('validation.invalid');
    default:
      return zodWording(issue);
  }
}
