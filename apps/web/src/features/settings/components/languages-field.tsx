import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from './general-values';
import type { ReactNode } from 'react';

interface LanguagesFieldProps {
  languages: Language[];
  defaultLanguage: Language;
  onChange: (languages: Language[], defaultLanguage: Language) => void;
  error?: ReactNode;
}

/** Which languages the restaurant offers (at least one) and which of them opens first. */
export function LanguagesField({ languages, defaultLanguage, onChange, error }: LanguagesFieldProps) {
  const { t } = useTranslation();
  const toggle = (picked: string[]) => {
    const next = LANGUAGES.filter((l) => picked.includes(l));
    if (!next.length) return;
    onChange(next, next.includes(defaultLanguage) ? defaultLanguage : (next[0] ?? 'en'));
  };
  return (
    <Stack gap="md">
      <Checkbox.Group label={t('settings.languages')} value={languages} onChange={toggle}>
        <Group mt="xs" gap="lg">
          {LANGUAGES.map((l) => (
            <Checkbox
              key={l}
              value={l}
              label={t(`settings.languageNames.${l}`)}
              disabled={languages.length === 1 && languages.includes(l)}
              size="md"
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Radio.Group
        label={t('settings.defaultLanguage')}
        value={defaultLanguage}
        onChange={(l) => onChange(languages, l === 'ar' ? 'ar' : 'en')}
        error={error}
      >
        <Group mt="xs" gap="lg">
          {LANGUAGES.map((l) => (
            <Radio
              key={l}
              value={l}
              label={t(`settings.languageNames.${l}`)}
              disabled={!languages.includes(l)}
              size="md"
            />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
