import { ar } from './ar.ts';
import { en } from './en.ts';
import type { ParamsOf } from './types.ts';

export type * from './types.ts';
export { zodIssueInArabic, type ZodIssueLike } from './zod-ar.ts';

/** The contracts' own messages in each language, as i18next resources (`{{name}}` slots). */
export const FIELD_MESSAGES = { en, ar };
export type FieldMessageKey = keyof typeof en;

/** Each key of the contracts' messages, named by itself: what a schema gives zod as its message. */
export const says = Object.fromEntries(Object.keys(en).map((key) => [key, key])) as {
  readonly [K in FieldMessageKey]: K;
};

/** A message with values for its slots, as a refinement's `{ message, params }`. */
export const sayWith = <K extends FieldMessageKey>(
  key: K,
  params: ParamsOf<typeof en, K, string | number>,
) => ({
  message: key,
  params,
});

export const isFieldMessage = (text: string | undefined): text is FieldMessageKey =>
  text !== undefined && Object.hasOwn(en, text);
