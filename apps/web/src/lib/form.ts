import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrors } from '@cashier/web-core/api-client';
import { i18n } from './i18n';
import { notifyError } from './notify';
import { ruleOf, zodMessage, type ZodIssue } from './zod-message';

/** A form's schema: what the fields hold in, the request body (or what it is built from) out. */
export type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

/**
 * A field's own wording where the general one would be vague: `required` when it is left empty,
 * `invalid` (or the plain string) when it holds something refused.
 */
export type FieldMessage = string | { required?: string; invalid?: string };
export type FieldMessages<Values> = Partial<Record<keyof Values & string, FieldMessage>>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let node = values;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function fieldMessage(issue: ZodIssue, value: unknown, t: TFunction, own: FieldMessage | undefined): string {
  const words = typeof own === 'string' ? { invalid: own } : (own ?? {});
  const formRule = ruleOf(issue) !== undefined;
  if (!formRule && isBlank(value)) return words.required ?? t('common.required');
  if (!formRule && words.invalid) return words.invalid;
  return zodMessage(issue, t);
}

/**
 * Validates a @mantine/form with a zod schema, the contracts' own where the fields match the
 * request body: one message per field (the first), worded in the UI language. An empty field that
 * the schema refuses reads "required". (@mantine/form's own schemaResolver copies zod's
 * `issue.message`, which for a contract's own checks is always the contract's English, so the
 * issue itself is read here.)
 */
export function schemaResolver<S extends FormSchema>(
  schema: S,
  t: TFunction,
  messages: FieldMessages<z.input<S>> = {},
): (values: z.input<S>) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (path in errors) continue;
      const own = (messages as Record<string, FieldMessage | undefined>)[path];
      errors[path] = fieldMessage(issue, valueAt(values, issue.path), t, own);
    }
    return errors;
  };
}

interface SchemaFormInput<S extends FormSchema> extends Pick<
  UseFormInput<z.input<S>>,
  'validateInputOnChange' | 'onValuesChange'
> {
  schema: S;
  initialValues: z.input<S>;
  messages?: FieldMessages<z.input<S>>;
}

export type SchemaForm<S extends FormSchema> = UseFormReturnType<z.input<S>, z.output<S>>;

/**
 * A @mantine/form checked by `schema` on submit; `form.onSubmit` hands over the schema's output
 * (trimmed, converted: the body the server would make of it). A field's message clears as it
 * is edited. Server field errors go on with `form.setErrors`.
 * @example const form = useSchemaForm({ schema: CategoryForm, initialValues }); form.onSubmit((body) => save.mutate(body))
 */
export function useSchemaForm<S extends FormSchema>({
  schema,
  messages,
  ...options
}: SchemaFormInput<S>): SchemaForm<S> {
  const { t } = useTranslation();
  return useForm<z.input<S>, z.output<S>>({
    ...options,
    validate: schemaResolver(schema, t, messages),
    // Only called once the values passed the same schema.
    transformValues: (values) => schema.parse(values),
  });
}

/**
 * A page form's save callbacks: on success `onSaved`; on failure the server's field errors on
 * their fields (worded by `fields`, as the server sent them by default) and a red toast.
 * @example save.mutate(body, saveOutcome(form, onSaved))
 */
export function saveOutcome<T>(
  form: { setErrors: (errors: FormErrors) => void },
  onSaved: (answer: T) => void,
  fields: (error: unknown) => Record<string, string> = fieldErrors,
) {
  return {
    onSuccess: onSaved,
    onError: (error: unknown) => {
      form.setErrors(fields(error));
      notifyError(error, i18n.t('common.saveFailed'));
    },
  };
}
