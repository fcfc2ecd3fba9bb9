import { currencyExponent, decimalToMinor } from '@cashier/contracts';
import { z } from 'zod';
import { formRule } from './zod-message';

/**
 * A number from a NumberInput or a select, which hold text when empty or unfinished, read into
 * a contract's number schema. Empty is absent, so the contract's default (or "required") applies.
 * @example numberField(CategoryInput.shape.sortOrder).parse('') // 0
 */
export function numberField<S extends z.ZodType>(schema: S) {
  return z
    .union([z.number(), z.string()])
    .transform((value) => {
      if (typeof value === 'number') return value;
      return value.trim() ? Number(value) : undefined;
    })
    .pipe(acceptsAbsent(schema));
}

/**
 * zod types a pipe's target as taking what the transform gives, `undefined` included; a contract
 * number without a default refuses `undefined` at run time, which is how an empty field reads
 * "required".
 */
function acceptsAbsent<S extends z.ZodType>(schema: S) {
  return schema as unknown as z.ZodType<z.output<S>, number | undefined>;
}

/** How a valid amount looks in this currency, for hints and messages: "12.50", "12.500", "12". */
export function moneyExample(currency: string): string {
  const exp = currencyExponent(currency);
  return exp ? `12.${'5'.padEnd(exp, '0')}` : '12';
}

/**
 * An amount typed as a decimal ("12.50", Arabic digits too) read into minor units of `currency`,
 * then checked by a contract's money schema. More decimals than the currency has, a sign or
 * words are refused with an example of what fits; empty is absent.
 * @example moneyField('SAR', ProductInput.shape.price).parse('12.5') // 1250
 */
export function moneyField<S extends z.ZodType>(currency: string, schema: S) {
  return z
    .string()
    .transform((text, ctx) => {
      if (!text.trim()) return undefined;
      const minor = decimalToMinor(text, currency);
      if (minor !== null && minor >= 0) return minor;
      const values = { example: moneyExample(currency), count: currencyExponent(currency) };
      ctx.addIssue({
        code: 'custom',
        message: 'not an amount',
        params: formRule('validation.money', values),
      });
      return z.NEVER;
    })
    .pipe(acceptsAbsent(schema));
}
