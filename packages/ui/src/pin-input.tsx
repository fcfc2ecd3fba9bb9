import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** A staff PIN (4 to 6 digits): hidden, a number pad on touch screens, never autofilled. */
export function PinInput(props: PasswordInputProps) {
  return <PasswordInput dir="ltr" inputMode="numeric" maxLength={6} autoComplete="off" {...props} />;
}
