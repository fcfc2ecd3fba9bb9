import type { ApiError } from '@cashier/contracts';
import { AR, AR_BY_CODE, says } from './ar.ts';
import { translator } from './catalogue.ts';
import type { Locale } from './locale.ts';
import { zodIssueInArabic, type Issue } from './zod-ar.ts';

/** The Arabic of an English message, or undefined when the catalogue has none. */
export const arabic = translator(AR);

/**
 * An error body in the caller's language: the message and every field message. A field whose
 * message the catalogue lacks is worded from its zod issue when there is one (`issues`, by field
 * name); what still has no Arabic gets a plain Arabic message rather than English.
 */
export function localizeError(
  error: ApiError['error'],
  locale: Locale,
  issues?: ReadonlyMap<string, Issue>,
): ApiError['error'] {
  if (locale === 'en') return error;
  const localized: ApiError['error'] = {
    code: error.code,
    message: arabic(error.message) ?? AR_BY_CODE[error.code],
  };
  if (error.fields) {
    localized.fields = Object.fromEntries(
      Object.entries(error.fields).map(([name, text]) => {
        const issue = issues?.get(name);
        return [name, arabic(text) ?? (issue ? zodIssueInArabic(issue) : says.invalid)];
      }),
    );
  }
  return localized;
}
