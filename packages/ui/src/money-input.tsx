import { TextInput, type TextInputProps } from '@mantine/core';
import { currencyExponent } from '@cashier/contracts';

/**
 * A money field typed as a decimal (Arabic digits and separator accepted), for a form that reads
 * it with `moneyField` into minor units; the caller names the currency in the label. Amounts read
 * left to right in Arabic too.
 */
export function MoneyInput({ currency, ...props }: TextInputProps & { currency: string }) {
  return (
    <TextInput
      inputMode={currencyExponent(currency) ? 'decimal' : 'numeric'}
      autoComplete="off"
      dir="ltr"
      styles={{ input: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}
