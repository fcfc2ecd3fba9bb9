import type { TFunction } from 'i18next';
import { ApiRequestError, fieldErrors, isApiError } from '@cashier/web-core/api-client';
import type { TranslationKey } from './i18n';

/**
 * The refusals a screen expects, by HTTP status and field, each with its sentence:
 * `{ 409: { name: 'area.nameTaken' } }`.
 */
export type FieldWords = Partial<Record<number, Partial<Record<string, TranslationKey>>>>;

/**
 * A failed save's field errors (`{error: {fields}}`) for `form.setErrors`: the ones the screen
 * expects in the UI language, any other as the server words it.
 * @example form.setErrors(serverFieldErrors(e, t, { 409: { name: 'area.nameTaken' } }))
 */
export function serverFieldErrors(
  error: unknown,
  t: TFunction,
  words: FieldWords = {},
): Record<string, string> {
  const fields = { ...fieldErrors(error) };
  const known = words[isApiError(error) ? error.status : 0] ?? {};
  for (const [field, key] of Object.entries(known)) {
    if (fields[field] && key) fields[field] = t(key);
  }
  return fields;
}

/** The failure for a toast, told with its first field's message when it has one. */
export function withFieldMessage(error: unknown, fields: Record<string, string>): unknown {
  const first = Object.values(fields)[0];
  return first && isApiError(error) ? new ApiRequestError(error.status, error.code, first) : error;
}
