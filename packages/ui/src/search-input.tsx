import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';

export function SearchInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(UI_NS);
  return (
    <TextInput
      label={t('common.search')}
      type="search"
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={{ base: '100%', sm: 280 }}
    />
  );
}

/** Case-insensitive match of a search text against any of the given names. */
export function matchesSearch(search: string, ...names: (string | null)[]): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return !needle || names.some((n) => n?.toLocaleLowerCase().includes(needle));
}
