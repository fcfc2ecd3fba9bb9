import zodLocale from 'zod/v4/locales/ar.js';

/**
 * A zod issue: as zod hands it to a locale (with its `input`), or as it comes out of a parse (with
 * zod's English `message`, the input dropped).
 */
export interface ZodIssueLike {
  readonly code: string;
  readonly message?: string | undefined;
}
/** An issue's details (`minimum`, `origin`, `values`...), which depend on its code. */
type Detailed = ZodIssueLike & Readonly<Record<string, unknown>>;

const phrase = {
  required: 'مطلوب',
  notEmpty: 'لا يمكن أن يكون فارغًا',
  invalid: 'قيمة غير صالحة',
  wrongType: 'نوع القيمة غير صحيح',
  minLength: (n: string) => `يجب ألا يقل عدد الأحرف عن ${n}`,
  maxLength: (n: string) => `يجب ألا يزيد عدد الأحرف على ${n}`,
  exactLength: (n: string) => `يجب أن يكون عدد الأحرف ${n}`,
  minItems: (n: string) => `يجب ألا يقل عدد العناصر عن ${n}`,
  maxItems: (n: string) => `يجب ألا يزيد عدد العناصر على ${n}`,
  atLeast: (n: string) => `يجب ألا يقل عن ${n}`,
  moreThan: (n: string) => `يجب أن يكون أكبر من ${n}`,
  atMost: (n: string) => `يجب ألا يزيد على ${n}`,
  lessThan: (n: string) => `يجب أن يكون أقل من ${n}`,
  oneOf: (options: string) => `يجب أن يكون أحد الخيارات: ${options}`,
  unknownKeys: (keys: string) => `حقول غير معروفة: ${keys}`,
};

const FORMATS: Record<string, string> = {
  email: 'يجب أن يكون بريدًا إلكترونيًا',
  url: 'يجب أن يكون رابطًا',
  uuid: 'يجب أن يكون معرّف UUID',
  date: 'يجب أن يكون تاريخًا صحيحًا بصيغة YYYY-MM-DD',
  datetime: 'يجب أن يكون تاريخًا ووقتًا بصيغة ISO 8601',
  time: 'يجب أن يكون وقتًا بصيغة HH:MM',
};

/** zod's own Arabic locale, for the checks worded below by none of ours. */
const zodArabic = zodLocale().localeError;

/** Whether a value was missing rather than of the wrong type. */
const absent = (issue: Detailed) =>
  'input' in issue ? issue.input === undefined : Boolean(issue.message?.endsWith('received undefined'));

function sized(issue: Detailed, bound: 'minimum' | 'maximum'): string {
  const n = String(Number(issue[bound]));
  const min = bound === 'minimum';
  if (issue.origin === 'string') {
    if (issue.exact) return phrase.exactLength(n);
    if (min) return n === '1' ? phrase.notEmpty : phrase.minLength(n);
    return phrase.maxLength(n);
  }
  if (issue.origin === 'array' || issue.origin === 'set')
    return min ? phrase.minItems(n) : phrase.maxItems(n);
  if (issue.inclusive === false) return min ? phrase.moreThan(n) : phrase.lessThan(n);
  return min ? phrase.atLeast(n) : phrase.atMost(n);
}

/**
 * The Arabic for an issue zod raised by itself, as a zod locale words it (`z.config({ localeError:
 * zodIssueInArabic })` in a form): our wording for the common checks, zod's Arabic locale for the
 * rare rest. A contract's own message is a key of the contracts' catalogue instead.
 */
export function zodIssueInArabic(raised: ZodIssueLike): string {
  const issue = raised as Detailed;
  switch (issue.code) {
    case 'invalid_type':
      return absent(issue) ? phrase.required : phrase.wrongType;
    case 'too_small':
      return sized(issue, 'minimum');
    case 'too_big':
      return sized(issue, 'maximum');
    case 'invalid_value':
      return phrase.oneOf((issue.values as unknown[]).map(String).join('، '));
    case 'invalid_format':
      return FORMATS[String(issue.format)] ?? phrase.invalid;
    case 'unrecognized_keys':
      return phrase.unknownKeys((issue.keys as string[]).join('، '));
    case 'invalid_union':
    case 'custom':
      return phrase.invalid;
    default: {
      const text = zodArabic(issue as never);
      return typeof text === 'string' ? text : (text?.message ?? phrase.invalid);
    }
  }
}
