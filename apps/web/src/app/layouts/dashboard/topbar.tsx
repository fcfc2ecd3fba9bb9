import { Box, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/brand';
import { LanguageMenu } from '../language-menu';
import { ProfileMenu } from './profile-menu';

export function Topbar({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={opened}
          onClick={onToggle}
          hiddenFrom="md"
          size="sm"
          aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
        />
        <Box hiddenFrom="md" miw={0}>
          <Brand size="small" />
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageMenu />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
