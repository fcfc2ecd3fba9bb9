import { Box, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PictureInput } from '@/components/picture-input';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import type { ReactNode } from 'react';

interface LogoFieldProps {
  label: string;
  /** How high the sidebar shows it: 50 px for the logo, 24 px for the small logo */
  height: 50 | 24;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: ReactNode;
}

/** A picture upload with a preview at the height the sidebar will use. */
export function LogoField({ label, height, value, onChange, error }: LogoFieldProps) {
  const { t } = useTranslation();
  const px = formatNumber(height, useLocale());
  return (
    <Stack gap="xs">
      <PictureInput label={label} value={value} onChange={onChange} error={error} />
      {value && (
        <Input.Wrapper label={t('settings.logoPreview')} labelElement="div">
          <Paper withBorder radius="md" p="sm" mt={4} bg="var(--mantine-color-default-hover)">
            <Group gap="sm" wrap="nowrap">
              <Box h={height} style={{ overflow: 'hidden', maxWidth: '100%' }}>
                <Image src={value} alt={label} h={height} w="auto" fit="contain" />
              </Box>
              <Text size="xs" c="dimmed">
                {t('settings.logoHeight', { px })}
              </Text>
            </Group>
          </Paper>
        </Input.Wrapper>
      )}
    </Stack>
  );
}
