import { TextInput, type TextInputProps } from '@mantine/core';
import { ownDirection } from './own-direction';

/** A phone number: a phone keypad on touch screens, and left to right on the Arabic screens too. */
export function PhoneInput(props: TextInputProps) {
  return <TextInput type="tel" inputMode="tel" dir="ltr" styles={ownDirection} {...props} />;
}

/** An e-mail address, left to right on the Arabic screens too. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput type="email" inputMode="email" dir="ltr" styles={ownDirection} maxLength={254} {...props} />
  );
}
