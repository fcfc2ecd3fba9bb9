import {
  FIELD_MESSAGES,
  isFieldMessage,
  zodIssueInArabic,
  type BaseKey,
  type ParamsOf,
  type ZodIssueLike,
} from '@cashier/contracts';
import i18next from 'i18next';
import { ar } from './ar.ts';
import { en } from './en.ts';
import type { Locale } from './locale.ts';

/** A message as code names it; a plural's forms share one key. */
export type Key = BaseKey<keyof typeof en>;

declare const made: unique symbol;
/** A message with the values for its slots, made by {@link msg}. */
export interface Msg {
  readonly key: Key;
  readonly params: Readonly<Record<string, Param>>;
  readonly [made]: true;
}
/** A zod issue, worded by the contracts' catalogue or zod's locale in the client's language. */
export interface IssueText {
  readonly issue: ZodIssueLike;
}
/** A message a library wrote in English: kept in English, worded by `key` in other languages. */
export interface ForeignText {
  readonly english: string;
  readonly key: PlainKey;
}
/** A value placed in a message: as it is, or a message worded in the same language. */
export type Param = string | number | Msg | IssueText;
/** The values a message needs: one per slot of its English. */
export type Params<K extends Key> = ParamsOf<typeof en, K, Param>;
type Needs<K extends Key> = keyof Params<K> extends never ? [] : [params: Params<K>];
/** A message that needs no values, named by its key alone. */
export type PlainKey = { [K in Key]: Needs<K> extends [] ? K : never }[Key];
/** What an error says, worded only once the client's language is known. */
export type Text = PlainKey | Msg | IssueText | ForeignText;

/**
 * A message and its values; a key that does not exist or a missing value fails the typecheck.
 * @example msg('orders.closed', { status: 'completed' })
 */
export function msg<K extends Key>(key: K, ...[params]: Needs<K>): Msg {
  return { key, params: params ?? {} } as unknown as Msg;
}

export const fromIssue = (issue: ZodIssueLike): IssueText => ({ issue });
export const foreign = (english: string, key: PlainKey): ForeignText => ({ english, key });

const i18n = i18next.createInstance();
void i18n.init({
  resources: {
    en: { server: en, contracts: FIELD_MESSAGES.en },
    ar: { server: ar, contracts: FIELD_MESSAGES.ar },
  },
  ns: ['server', 'contracts'],
  defaultNS: 'server',
  lng: 'en',
  fallbackLng: 'en',
  // Flat keys with dots in them; answers are JSON, not HTML.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
// `{{status, orderStatus}}`: a term by its key, or the value as it is when it has none.
for (const term of ['orderStatus', 'roleName']) {
  i18n.services.formatter?.add(term, (value: unknown, lng: string | undefined) =>
    i18n.t(`${term}.${String(value)}`, { lng, defaultValue: String(value), nest: false }),
  );
}

function word(key: string, locale: Locale, params: Readonly<Record<string, unknown>> = {}, ns = 'server') {
  const replace = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      value !== null && typeof value === 'object' ? render(value as Text, locale) : value,
    ]),
  );
  // No nesting: a value such as a product's name must never be read as `$t(...)`.
  const count = typeof params.count === 'number' ? { count: params.count } : {};
  return i18n.t(key, { lng: locale, ns, replace, nest: false, ...count });
}

function wordIssue(issue: ZodIssueLike, locale: Locale): string {
  if (isFieldMessage(issue.message)) {
    const { params } = issue as { params?: Record<string, unknown> };
    return word(issue.message, locale, params, 'contracts');
  }
  if (locale === 'ar') return zodIssueInArabic(issue);
  return issue.message ?? word('field.invalid', locale);
}

/** A message in a language. */
export function render(text: Text, locale: Locale): string {
  if (typeof text === 'string') return word(text, locale);
  if ('issue' in text) return wordIssue(text.issue, locale);
  if ('english' in text) return locale === 'en' ? text.english : word(text.key, locale);
  return word(text.key, locale, text.params);
}
