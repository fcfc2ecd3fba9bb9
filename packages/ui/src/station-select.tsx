import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { Station } from '@cashier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';
import { useLocale } from '@cashier/web-core/i18n';

interface StationSelectProps extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange' | 'error'> {
  stations: Station[];
  /** The station's id as text; '' for the empty choice. */
  value?: string;
  onChange: (value: string) => void;
  /** What the empty choice means here ("No station", "As its category (Grill)"). */
  emptyLabel: string;
  error?: ReactNode;
}

/**
 * A native select of kitchen stations in the active language (keyboard, touch and test friendly).
 * An inactive station stays choosable, marked, so a route to it is never silently lost.
 */
export function StationSelect({ stations, value, onChange, emptyLabel, ...rest }: StationSelectProps) {
  const { t } = useTranslation(UI_NS);
  const locale = useLocale();
  const data = [
    { value: '', label: emptyLabel },
    ...stations.map((s) => {
      const name = locale === 'ar' ? s.nameAr : s.nameEn;
      return { value: String(s.id), label: s.active ? name : `${name} (${t('common.inactive')})` };
    }),
  ];
  return (
    <NativeSelect {...rest} data={data} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
  );
}
