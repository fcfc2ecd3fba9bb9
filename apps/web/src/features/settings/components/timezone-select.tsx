import { Select } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneOptions } from './zone-options';

interface TimezoneSelectProps {
  value: string;
  onChange: (zone: string) => void;
  error?: ReactNode;
}

/** A searchable list of the IANA time zones the browser knows ("Asia/Riyadh"). */
export function TimezoneSelect({ value, onChange, error }: TimezoneSelectProps) {
  const { t } = useTranslation();
  const data = useMemo(() => timeZoneOptions(value), [value]);
  return (
    <Select
      label={t('settings.timezone')}
      description={t('settings.timezoneHint')}
      data={data}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('common.noMatch')}
      maxDropdownHeight={280}
      error={error}
    />
  );
}
