import arabic from 'zod/v4/locales/ar.js';
import { says } from './ar.ts';

/** A zod issue as fastify-type-provider-zod passes it on: the code, its details and zod's English. */
export interface Issue {
  code: string;
  message?: string | undefined;
  [detail: string]: unknown;
}

const FORMATS: Record<string, string> = {
  email: 'يجب أن يكون بريدًا إلكترونيًا',
  url: 'يجب أن يكون رابطًا',
  uuid: 'يجب أن يكون معرّف UUID',
  date: 'يجب أن يكون تاريخًا صحيحًا بصيغة YYYY-MM-DD',
  datetime: 'يجب أن يكون تاريخًا ووقتًا بصيغة ISO 8601',
  time: 'يجب أن يكون وقتًا بصيغة HH:MM',
};

/** zod's Arabic locale alone (not every locale the `z.locales` namespace would bundle). */
const zodArabic = arabic().localeError;

/**
 * Arabic for an issue zod raised by itself (a contract's own message is in the catalogue):
 * our wording for the common checks, zod's Arabic locale for the rare rest.
 */
export function zodIssueInArabic(issue: Issue): string {
  const n = (v: unknown) => String(Number(v));
  const sized =
    issue.origin === 'string' ? 'Length' : issue.origin === 'array' || issue.origin === 'set' ? 'Items' : '';
  switch (issue.code) {
    case 'invalid_type':
      // Final issues drop the input; zod's English still says what arrived.
      return issue.message?.endsWith('received undefined') ? says.required : says.wrongType;
    case 'too_small':
      if (issue.exact && sized === 'Length') return says.exactLength(n(issue.minimum));
      if (sized === 'Length')
        return Number(issue.minimum) === 1 ? says.notEmpty : says.minLength(n(issue.minimum));
      if (sized === 'Items') return says.minItems(n(issue.minimum));
      return issue.inclusive === false ? says.moreThan(n(issue.minimum)) : says.atLeast(n(issue.minimum));
    case 'too_big':
      if (issue.exact && sized === 'Length') return says.exactLength(n(issue.maximum));
      if (sized === 'Length') return says.maxLength(n(issue.maximum));
      if (sized === 'Items') return says.maxItems(n(issue.maximum));
      return issue.inclusive === false ? says.lessThan(n(issue.maximum)) : says.atMost(n(issue.maximum));
    case 'invalid_value':
      return says.oneOf((issue.values as unknown[]).map(String).join('، '));
    case 'invalid_format':
      return FORMATS[String(issue.format)] ?? says.invalid;
    case 'unrecognized_keys':
      return `حقول غير معروفة: ${(issue.keys as string[]).join('، ')}`;
    case 'invalid_union':
    case 'custom':
      return says.invalid;
    default: {
      const text = zodArabic(issue as never);
      return typeof text === 'string' ? text : (text?.message ?? says.invalid);
    }
  }
}
