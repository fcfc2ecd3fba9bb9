import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

interface PercentInputProps {
  label: string;
  description?: string;
  value: string;
  onChange: (text: string) => void;
  error?: ReactNode;
}

/** A percentage typed as text ("15.5") so it converts to basis points without float drift. */
export function PercentInput({ label, description, value, onChange, error }: PercentInputProps) {
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      inputMode="decimal"
      autoComplete="off"
      rightSection="%"
      rightSectionPointerEvents="none"
      maxLength={8}
      error={error}
      // The hint under the box keeps the three boxes in line when one hint wraps.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      maw={{ base: '100%', xs: 220 }}
      required
    />
  );
}
