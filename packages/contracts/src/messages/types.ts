/**
 * Types for message catalogues written as i18next resources: flat keys, `{{name}}` slots, and a
 * plural as one key per form (`key_one`, `key_other`; Arabic adds zero, two, few and many, which
 * i18next picks through Intl.PluralRules). The English catalogue defines the keys and their slots;
 * the Arabic one is typed against it, so a missing message fails the typecheck.
 */

/** The forms an English plural is written in, and the forms Intl.PluralRules('ar') selects. */
export type EnglishForm = 'one' | 'other';
export type ArabicForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The `{{name}}` slots of a template; `{{name, format}}` counts as `name`. */
export type Slots<S> = S extends `${string}{{${infer Slot}}}${infer Rest}`
  ? (Slot extends `${infer Name},${string}` ? Name : Slot) | Slots<Rest>
  : never;

/** A key as code names it: a plural's forms share their base key. */
export type BaseKey<K> = K extends `${infer Base}_${EnglishForm}` ? Base : K;

/** The Arabic for an English catalogue `E`: every key, and every plural in all six Arabic forms. */
export type Arabic<E> = {
  [K in keyof E as K extends `${infer Base}_${EnglishForm}` ? `${Base}_${ArabicForm}` : K]: string;
};

/** The English templates of a base key: the message, or both forms of a plural. */
type Templates<E, K> = E[Extract<keyof E, K | `${K & string}_${EnglishForm}`>];

/** What a message needs to be worded: a value for each slot of its English, `count` a number. */
export type ParamsOf<E, K, Value> = { [S in Slots<Templates<E, K>>]: S extends 'count' ? number : Value };
