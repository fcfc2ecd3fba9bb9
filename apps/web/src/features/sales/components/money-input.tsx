import { TextInput, type TextInputProps } from '@mantine/core';
import { currencyExponent } from '@cashier/contracts';

/**
 * A decimal money field (Arabic digits and separator accepted); the caller parses its text with
 * decimalToMinor and names the currency in the label. Numbers read left to right in Arabic too.
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
