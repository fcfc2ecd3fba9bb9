import { NativeSelect } from '@mantine/core';
import type { Category } from '@cashier/contracts';
import type { ReactNode } from 'react';
import { useLocale } from '@/lib/i18n';

interface CategorySelectProps {
  label: string;
  categories: Category[];
  value?: string;
  onChange: (value: string) => void;
  /** The label of the empty choice ("All categories" or "Choose a category"). */
  emptyLabel: string;
  error?: ReactNode;
  required?: boolean;
}

/** A native select of categories in the active language (keyboard, touch and test friendly). */
export function CategorySelect({
  label,
  categories,
  value,
  onChange,
  emptyLabel,
  error,
  required,
}: CategorySelectProps) {
  const locale = useLocale();
  const data = [
    { value: '', label: emptyLabel },
    ...categories.map((c) => ({ value: String(c.id), label: locale === 'ar' ? c.nameAr : c.nameEn })),
  ];
  return (
    <NativeSelect
      label={label}
      data={data}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      required={required}
    />
  );
}
